import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { openSignedIn } from './e2e-session.js';
import { launchBrowser, screenshot } from './browser.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';
import { twoGroupsCsv } from './two-groups-csv.js';

const WARNING = {
  en: 'The network has only 6 users, fewer than the communities chosen (k = 10)',
  ja: 'ネットワークのユーザーは6人で、選んだコミュニティ数（k = 10）より少ないため',
} as const;
const CHOOSE_FEWER = { en: 'Choose fewer communities', ja: 'コミュニティ数を選び直す' } as const;

describe('a k above the network users is warned of before Start, in Chromium (issue 28)', () => {
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

  it.each(['en', 'ja'] as const)('in %s: warns at step 3, and goes back to choose a smaller k', async (lang) => {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await openSignedIn(page, server, lang, '/upload');
    await page.getByTestId('project-name-input').fill(`Six users ${lang}`);
    await page.getByTestId('project-name-ok').click();
    // Six users in all: k = 10 cannot be formed.
    await page.getByTestId('upload-file-input').setInputFiles({
      name: 'two-groups.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(twoGroupsCsv()),
    });
    await page.getByTestId('role-select-0').waitFor();
    await page.getByTestId('role-select-0').selectOption('author');
    await page.getByTestId('role-select-1').selectOption('contents');
    await page.getByTestId('role-select-2').selectOption('time');
    await page.getByTestId('k-6').check();
    await page.getByTestId('k-10').check();
    await page.getByTestId('next-button').click();

    const warning = page.getByTestId('too-many-communities');
    await warning.waitFor();
    await expect(warning.textContent()).resolves.toContain(WARNING[lang]);
    await screenshot(page, `fewer-users-than-k-${lang}`);
    await page.getByRole('button', { name: CHOOSE_FEWER[lang] }).click();

    // Back at the k choice the warning stays until k = 10 is dropped; k = 6 (the users) is fine.
    await page.getByTestId('k-10').waitFor();
    await expect(page.getByTestId('too-many-communities').isVisible()).resolves.toBe(true);
    await page.getByTestId('k-10').uncheck();
    await expect(page.getByTestId('too-many-communities').count()).resolves.toBe(0);
    await page.getByTestId('next-button').click();
    await page.getByTestId('rows-valid').waitFor();
    await expect(page.getByTestId('too-many-communities').count()).resolves.toBe(0);
    await expect(page.getByTestId('start-button').isEnabled()).resolves.toBe(true);
    await context.close();
  });
});
