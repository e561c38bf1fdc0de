import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { devLogin, openSignedIn } from './e2e-session.js';
import { launchBrowser, screenshot } from './browser.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';

const ADMIN = 'admin@example.com';

async function newPage(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale,
    timezoneId: 'Asia/Tokyo',
    acceptDownloads: true,
  });
  return context.newPage();
}

/** The admin approves the applicant on /users, as an admin would (spec §2 user management). */
async function approveOnUsersScreen(admin: Page, server: KizunaServer, email: string): Promise<void> {
  await admin.goto(`${server.url}/users`);
  await admin.getByTestId('users-tab-applicants').click();
  const row = admin.locator(`[data-testid="user-row"][data-email="${email}"]`);
  await row.getByTestId('approve-user').click();
  await row.waitFor({ state: 'detached' });
}

describe('access logs in Chromium', () => {
  let server: KizunaServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const lang of ['ja', 'en'] as const) {
    it(`shows an approved applicant's sign-in to the admin on /graph_logs and downloads it, in ${lang}`, async () => {
      const applicant = `applicant-${lang}@example.com`;
      const admin = await newPage(browser, lang === 'ja' ? 'ja-JP' : 'en-US');
      await openSignedIn(admin, server, lang, '/', ADMIN);

      const visitor = await newPage(browser, lang === 'ja' ? 'ja-JP' : 'en-US');
      await visitor.goto(`${server.url}/register`);
      await visitor.getByTestId('register-username').fill(`applicant ${lang}`);
      await visitor.getByTestId('register-email').fill(applicant);
      await visitor.getByTestId('register-button').click();
      await visitor.getByTestId('register-outcome').waitFor();
      await approveOnUsersScreen(admin, server, applicant);
      await devLogin(visitor, server, lang, applicant);
      // Ordinary users see no logs card, and the route sends them home.
      await expect(visitor.getByTestId('home-card-logs').count()).resolves.toBe(0);
      await visitor.goto(`${server.url}/graph_logs`);
      await visitor.waitForURL(`${server.url}/`);

      await admin.getByTestId('menu-logs').click();
      await admin.waitForURL(/\/graph_logs$/);
      await expect(admin.getByTestId('logs-tab-login').textContent()).resolves.toBe(
        lang === 'ja' ? 'ログインログ' : 'Sign-ins',
      );
      await admin.getByTestId('logs-refresh').click();
      const row = admin.getByTestId('log-row').filter({ hasText: applicant });
      await row.first().waitFor();
      await expect(row.first().textContent()).resolves.toMatch(/127\.0\.0\.1/);
      // The range is the last 7 days in Tokyo, ending today at 23:59.
      await expect(admin.getByTestId('logs-end').inputValue()).resolves.toMatch(/^\d{4}-\d{2}-\d{2} 23:59$/);
      await screenshot(admin, `logs-login-${lang}`);

      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByTestId('logs-download').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^login_logs_\d{8}\.csv$/);
      const csv = await readFile(await download.path());
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(csv.toString('utf8')).toContain(applicant);

      await admin.getByTestId('logs-tab-security').click();
      await admin.getByTestId('log-row').first().waitFor();
      await expect(admin.getByTestId('log-table').textContent()).resolves.toContain(
        lang === 'ja' ? 'アカウント承認' : 'Account approved',
      );
      await screenshot(admin, `logs-security-${lang}`);
      await admin.context().close();
      await visitor.context().close();
    });
  }
});
