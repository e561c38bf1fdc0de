import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { approvedUser, E2E_ADMIN, openSignedIn, postJson } from './e2e-session.js';
import { launchBrowser, screenshot } from './browser.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';
import { mapTwoGroupsColumns, nameAndChoose } from './upload-wizard-steps.js';

/** The wizard moves to the file list this long after Start (spec §4). */
const REDIRECT_MS = 2000;

/**
 * A user who moves on at once after Start: "New analysis" clicked before the wizard has sent them
 * to the file list. They get a fresh wizard at its first step, and stay there; before, the
 * finished wizard stayed on show and its pending move took them to the list a moment later.
 */
describe('New analysis right after Start, in Chromium', () => {
  let server: KizunaServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function uploadAndStart(page: Page, name: string): Promise<void> {
    await nameAndChoose(page, name);
    await mapTwoGroupsColumns(page);
    await page.getByTestId('start-button').click();
  }

  it('opens a fresh wizard that stays, and the started project is on the list', async () => {
    const admin = (await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: E2E_ADMIN }))
      .AuthenticationResult.AccessToken;
    const email = 'quick@example.com';
    await approvedUser(server, admin, email, 'ja');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await openSignedIn(page, server, 'ja', '/upload', email);

    await uploadAndStart(page, 'Quick');
    // Started (the wizard says so), and the move to the list not yet made.
    await page.getByTestId('start-done').waitFor();
    expect(new URL(page.url()).pathname).toBe('/upload');
    await page.getByTestId('menu-upload').click();

    // A fresh wizard: the project name asked again, no mapping, no Start; still there after the move's time.
    await page.getByTestId('project-name-input').waitFor();
    await page.waitForTimeout(REDIRECT_MS + 1000);
    expect(new URL(page.url()).pathname).toBe('/upload');
    await expect(page.getByTestId('project-name-input').count()).resolves.toBe(1);
    await expect(page.getByTestId('role-select-0').count()).resolves.toBe(0);
    await screenshot(page, 'leave-after-start');

    // The new wizard works to the end, and both projects are on the list.
    await uploadAndStart(page, 'Second');
    await page.waitForURL(`${server.url}/files`);
    const rows = page.locator('[data-testid^="project-row-"]');
    await rows.nth(1).waitFor({ timeout: 30_000 });
    const names = await rows.allTextContents();
    expect(names.some((t) => t.includes('Quick')) && names.some((t) => t.includes('Second'))).toBe(true);
    await context.close();
  }, 90_000);
});
