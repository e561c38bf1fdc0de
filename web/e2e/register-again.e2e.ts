import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { E2E_ADMIN, postJson, openSignedIn } from './e2e-session.js';
import { launchBrowser, screenshot } from './browser.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';
import { twoGroupsCsv } from './two-groups-csv.js';

const STARTED = {
  en: 'The analysis has started.',
  ja: '分析を開始しました。',
} as const;

describe('Previous at step 3, then Next, in Chromium', () => {
  let server: KizunaServer;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser();
    token = (await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: E2E_ADMIN }, ''))
      .AuthenticationResult.AccessToken;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each(['en', 'ja'] as const)(
    'in %s: registers the same upload again with another k into the one project, and Start runs the new k',
    async (lang) => {
      const name = `Registered twice ${lang}`;
      const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('response', (res) => {
        if (res.url().includes('/api/') && res.status() >= 400) errors.push(`${res.status()} ${res.url()}`);
      });
      await openSignedIn(page, server, lang, '/upload');
      await page.getByTestId('project-name-input').fill(name);
      await page.getByTestId('project-name-ok').click();
      await page.getByTestId('upload-file-input').setInputFiles({
        name: 'two-groups.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(twoGroupsCsv()),
      });
      await page.getByTestId('role-select-0').waitFor();
      await page.getByTestId('role-select-0').selectOption('author');
      await page.getByTestId('role-select-1').selectOption('contents');
      await page.getByTestId('role-select-2').selectOption('time');
      // k = 3 is chosen when the step opens.
      await page.getByTestId('next-button').click();
      await page.getByTestId('rows-valid').waitFor();

      // Previous, another k, Next: step 3 again, from the same upload.
      await page.getByTestId('review-previous-button').click();
      await page.getByTestId('k-3').uncheck();
      await page.getByTestId('k-6').check();
      await page.getByTestId('next-button').click();
      await page.getByTestId('rows-valid').waitFor();
      await expect(page.getByTestId('rows-valid').textContent()).resolves.toBe('10');
      await screenshot(page, `register-again-${lang}`);

      // Previous is closed while Start is on its way, so the project cannot change under it.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1/process/analyze_start*', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByTestId('start-button').click();
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="review-previous-button"]')?.hasAttribute('disabled'),
      );
      release();
      await page.getByTestId('start-done').filter({ hasText: STARTED[lang] }).waitFor();
      expect(errors).toEqual([]);

      // One project, with the second registration's k only.
      await page.waitForURL(`${server.url}/files`);
      const rows = page.locator('[data-testid^="project-row-"]', { hasText: name });
      await rows.first().waitFor();
      await expect(rows.count()).resolves.toBe(1);
      const projectId = ((await rows.first().getAttribute('data-testid')) as string).replace('project-row-', '');
      const runs = rows.first().locator('[data-testid^="run-"][data-status]');
      await expect(runs.count()).resolves.toBe(1);
      await expect(runs.first().textContent()).resolves.toMatch(/^k = 6 · /);
      const listed = await postJson(server, '/api/v1/process/list_data', { search: name }, token);
      expect(listed.stats.count_total).toBe(1);
      const project = await postJson(server, '/api/v1/process/get_project', { project_id: projectId }, token);
      expect(
        (project.ProcessResult as Array<{ total_cluster: number; started: boolean }>).map((r) => [
          r.total_cluster,
          r.started,
        ]),
      ).toEqual([[6, true]]);
      await context.close();
    },
    120_000,
  );
});
