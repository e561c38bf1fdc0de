import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { openSignedIn } from './e2e-session.js';
import { launchBrowser, screenshot } from './browser.js';
import { repoRoot, startKizunaServer, type KizunaServer } from './kizuna-server.js';

/** The export issue 47 was reported with: CrowdFlower's GOP debate tweets as Excel saved them (see its SOURCE.md). */
const GOP = path.join(repoRoot, 'services', 'gateway', 'test', 'fixtures', 'gop-debate-240.csv');

describe("another tool's export maps itself, in Chromium (issue 47)", () => {
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

  it.each(['en', 'ja'] as const)(
    'in %s: the GOP debate export reaches step 3 with no role chosen by hand',
    async (lang) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
      const page = await context.newPage();
      await openSignedIn(page, server, lang, '/upload');
      await page.getByTestId('project-name-input').fill(`GOP debate ${lang}`);
      await page.getByTestId('project-name-ok').click();
      await page.getByTestId('upload-file-input').setInputFiles({
        name: 'GOP_REL_ONLY.csv',
        mimeType: 'text/csv',
        buffer: await readFile(GOP),
      });
      await page.getByTestId('required-roles').waitFor();
      // 20 columns: name is the 10th, text the 15th, tweet_created the 17th.
      const column = (role: string) => page.getByTestId(`role-column-${role}`).inputValue();
      await expect(column('time')).resolves.toBe('16');
      await expect(column('author')).resolves.toBe('9');
      await expect(column('contents')).resolves.toBe('14');
      await expect(column('followers')).resolves.toBe('');
      // The table below says the same, in each column's own control.
      await expect(page.getByTestId('role-select-16').inputValue()).resolves.toBe('time');
      await expect(page.getByTestId('role-select-9').inputValue()).resolves.toBe('author');
      await expect(page.getByTestId('role-select-14').inputValue()).resolves.toBe('contents');
      // Time and text by their names; `name` says nothing, its values made it the author.
      const origin = (role: string) => page.getByTestId(`role-origin-${role}`).getAttribute('data-origin');
      await expect(origin('time')).resolves.toBe('name');
      await expect(origin('contents')).resolves.toBe('name');
      await expect(origin('author')).resolves.toBe('value');
      await expect(page.getByTestId('role-sample-author').textContent()).resolves.toContain('I_Am_Kenzi');
      await screenshot(page, `columns-suggested-${lang}`);

      await page.getByTestId('next-button').click();
      // 8/7/15 reads both ways: the one question left is the date order, not a column.
      await page.getByTestId('date-order-month-first').check();
      await page.getByTestId('next-button').click();
      await page.getByTestId('rows-valid').waitFor();
      await expect(page.getByTestId('rows-valid').textContent()).resolves.toContain('240');
      await context.close();
    },
  );
});
