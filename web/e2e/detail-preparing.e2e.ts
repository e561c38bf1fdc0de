import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './browser.js';
import { E2E_ADMIN, openSignedIn, postJson } from './e2e-session.js';
import { repoRoot, startKizunaServer, type KizunaServer } from './kizuna-server.js';

const DEMONETIZATION = path.resolve(repoRoot, '../shared/data/posts/demonetization-en/demonetization-tweets.utf8.csv');

const NOTE = {
  ja: '並べ替えと検索を準備しています',
  en: 'Sorting and search are being prepared',
};

/**
 * Detail (the raw data review) opened before its sorting and search are ready: while the project
 * is being analysed, and after a restart that lost the review index. The posts are there at once
 * in file order with a note saying what is being prepared and how far; once ready, the same
 * screen sorts and searches without a reload. In Japanese and in English, side by side.
 */
describe('Detail while its sorting and search are being prepared', () => {
  let server: KizunaServer;
  let browser: Browser;
  let projectId: string;
  const pages: Partial<Record<'ja' | 'en', Page>> = {};

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser();
    const token = (await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: E2E_ADMIN }))
      .AuthenticationResult.AccessToken as string;
    // About 32k posts in three runs (k = 3, 6, 10, computed one after another): an analysis that
    // lasts while the screens are opened, an index that takes a while.
    const csv = await readFile(DEMONETIZATION);
    const big = Buffer.concat([csv, ...Array.from({ length: 3 }, () => csv.subarray(csv.indexOf(10) + 1))]);
    const form = new FormData();
    form.append('file', new Blob([big], { type: 'text/csv' }), 'demonetization-x4.csv');
    const up = await fetch(`${server.url}/api/v1/process/upload_csv`, {
      method: 'POST',
      headers: { 'x-auth-token': token },
      body: form,
    });
    const pathS3 = ((await up.json()) as { UploadResult: { path_s3: string } }).UploadResult.path_s3;
    const reg = await postJson(
      server,
      '/api/v1/process/register_analyze',
      {
        list_cluster_count: '3,6,10',
        project_name: 'prepared while you look',
        path_s3: pathS3,
        colindex_screen_name: 11,
        colindex_tweet_text: 1,
        colindex_tweet_date: 5,
      },
      token,
    );
    projectId = reg.RegisterResult.project_id;
    await postJson(
      server,
      '/api/v1/process/analyze_start',
      {
        list_process_id: (reg.RegisterResult.ProcessResult as Array<{ process_id: string }>)
          .map((r) => r.process_id)
          .join(','),
      },
      token,
    );
    for (const lang of ['ja', 'en'] as const) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      await openSignedIn(page, server, lang, '/');
      pages[lang] = page;
    }
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Both screens opened at once; each shows its rows and the note in its language, then sorts once ready. */
  async function openBoth(moment: string): Promise<void> {
    await Promise.all(
      (['ja', 'en'] as const).map(async (lang) => {
        const page = pages[lang]!;
        await page.goto(`${server.url}/files/review/${projectId}`);
        await page.locator('[data-testid^="review-row-"]').first().waitFor();
        const note = page.getByTestId('review-preparing');
        await note.waitFor();
        expect(await note.textContent()).toContain(NOTE[lang]);
        expect(await note.textContent()).toMatch(/\d+%/);
        expect(await page.locator('[data-testid^="review-row-"]').count()).toBe(25);
        // File order: the CSV's first data rows, in order.
        const rows = await page
          .locator('[data-testid^="review-row-"]')
          .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-testid')!.slice('review-row-'.length))));
        expect(rows).toEqual([...rows].sort((a, b) => a - b));
        expect(rows[0]).toBe(0);
        // Nothing to sort or search with yet.
        await expect(page.getByTestId('review-search').isDisabled()).resolves.toBe(true);
        expect(await page.getByTestId('review-col-date').getByRole('button').count()).toBe(0);
        await screenshot(page, `detail-preparing-${moment}-${lang}`);

        // Ready without a reload: the note goes, the date column sorts, the search searches.
        await note.waitFor({ state: 'detached', timeout: 240_000 });
        await page.getByTestId('review-col-date').getByRole('button').click();
        await page.waitForFunction(
          () => document.querySelector('[data-testid="review-col-date"]')?.getAttribute('aria-sort') === 'descending',
        );
        await expect(page.getByTestId('review-search').isDisabled()).resolves.toBe(false);
        await page.getByTestId('review-search').fill('zz-nothing-zz');
        await page
          .getByTestId('review-table')
          .getByText(lang === 'ja' ? 'データがありません' : 'No data')
          .waitFor();
      }),
    );
  }

  it('shows the rows at once while the project is being analysed, and sorts once ready', async () => {
    const project = await postJson(
      server,
      '/api/v1/process/get_project',
      { project_id: projectId },
      (await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: E2E_ADMIN })).AuthenticationResult
        .AccessToken,
    );
    // Still waiting or processing: the analysis has not let go of the dataset.
    expect([0, 1]).toContain(project.project.status);
    await openBoth('analysing');
  }, 420_000);

  it('shows the rows at once after a restart that lost the review index, and sorts once ready', async () => {
    await server.stop();
    const objects = path.join(server.dataDir, 'objects');
    for (const f of await readdir(objects, { recursive: true }))
      if (/review-(index\.bin|search\.txt|grams\.bin)$/.test(f)) await rm(path.join(objects, f));
    server = await startKizunaServer({}, server.dataDir, server.port);
    // New browser sessions, signed in afresh.
    for (const lang of ['ja', 'en'] as const) {
      await pages[lang]!.close();
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      await openSignedIn(page, server, lang, '/');
      pages[lang] = page;
    }
    await openBoth('after-restart');
  }, 420_000);
});
