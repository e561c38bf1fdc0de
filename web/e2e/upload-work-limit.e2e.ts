import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { approvedUser, E2E_ADMIN, openSignedIn, postJson } from './e2e-session.js';
import { launchBrowser, screenshot } from './browser.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';
import { mapTwoGroupsColumns, nameAndChoose } from './upload-wizard-steps.js';

/**
 * Two requests of the `upload` group a minute: the first project's upload and its registration.
 * The next upload within the minute is refused (429) before a byte of it is kept.
 */
const WORK_LIMITS = 'upload=2/1';

/** errors.work_rate_limited as the user reads it; the seconds are the answer's Retry-After. */
const REFUSED = {
  ja: (seconds: string) =>
    `1人あたりの上限（1分間に2回）を超える速さで要求しています。${seconds}秒待ってからもう一度お試しください。`,
  en: (seconds: string) =>
    `You are asking faster than Kizuna allows for one person (2 a minute). Please wait ${seconds} seconds and try again.`,
} as const;

/** Files the local object store holds under `uploads/` (uploads not yet started; none is an empty list). */
async function storedUploads(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'objects', 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('an upload past the per-user work limit, in Chromium', () => {
  let server: KizunaServer;
  let browser: Browser;
  let adminToken: string;

  beforeAll(async () => {
    server = await startKizunaServer({ WORK_LIMITS });
    browser = await launchBrowser();
    adminToken = (await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: E2E_ADMIN }))
      .AuthenticationResult.AccessToken;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  // Each language with its own account, so that each starts with a fresh minute.
  it.each(['ja', 'en'] as const)(
    'in %s: the second upload within the minute is refused with the limit and the wait in words, and keeps nothing',
    async (lang) => {
      const email = `limited-${lang}@example.com`;
      await approvedUser(server, adminToken, email, lang);
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      // Which request failed when the spurious "network disconnected" toast shows (Known flakes).
      page.on('requestfailed', (r) =>
        console.warn(`request failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`),
      );

      // The first project: upload, registration, start.
      const first = `First ${lang}`;
      await openSignedIn(page, server, lang, '/upload', email);
      await nameAndChoose(page, first);
      await mapTwoGroupsColumns(page);
      await page.getByTestId('start-button').click();
      await page.waitForURL(`${server.url}/files`);
      // The list shown, not only its address (the wizard stays on screen while the list's code loads).
      const rows = page.locator('[data-testid^="project-row-"]');
      await rows.first().waitFor();
      const kept = await storedUploads(server.dataDir);

      // The second, within the minute.
      await page.getByTestId('menu-upload').click();
      await page.waitForURL(/\/upload$/);
      const answer = page.waitForResponse((res) => res.url().includes('/api/v1/process/upload_csv'));
      await nameAndChoose(page, `Second ${lang}`);
      const refused = await answer;
      expect(refused.status()).toBe(429);
      const retryAfter = (await refused.headerValue('retry-after')) ?? '';
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(retryAfter)).toBeLessThanOrEqual(60);
      // Found by its text: on a loaded host a second, spurious "network disconnected" toast was once
      // seen beside it (2026-12-07, not yet explained; docs/testing.md "Known flakes").
      const toast = page.getByTestId('toast-error').filter({ hasText: REFUSED[lang](retryAfter) });
      await toast.waitFor();
      await expect(toast.textContent()).resolves.toBe(REFUSED[lang](retryAfter));
      // Still at the first step, where the same file can be chosen again once the minute is over.
      await expect(page.getByTestId('upload-file-input').count()).resolves.toBe(1);
      await expect(page.getByTestId('role-select-0').count()).resolves.toBe(0);
      await screenshot(page, `upload-work-limit-${lang}`);
      // Nothing of the refused file was kept.
      await expect(storedUploads(server.dataDir)).resolves.toEqual(kept);

      // The account's list holds the first project, whole, and no second one.
      await page.getByTestId('menu-files').click();
      await page.waitForURL(/\/files$/);
      await rows.first().waitFor();
      await expect(rows.count()).resolves.toBe(1);
      await expect(rows.first().textContent()).resolves.toContain(first);
      // Its one run (k = 3) is analysed to the end: the refusal touched nothing of it.
      await rows.first().locator('[data-testid^="run-"][data-status="2"]').waitFor({ timeout: 30_000 });
      await context.close();
    },
    90_000,
  );
});
