import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { analysedProject, type AnalysedProject } from './analysed-project.js';
import { launchBrowser, screenshot } from './browser.js';
import { E2E_ADMIN, openSignedIn, postJson } from './e2e-session.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';
import { firstMonthCsv, secondMonthCsv } from '../../services/gateway/test/series-data.js';

/**
 * Issue 58 items 4 and 5 in the browser, in Japanese and English: the moved users' table with
 * their team's labels (as the CSV writes them), a row opening the account's detail, a community
 * and the moved users labelled in one step; then an upload in a series deleted from /files — the
 * confirmation names the upload (name, time, owner: two uploads are both "Team April") and the
 * series it changes, and the series page afterwards says which upload went, in the app's frame.
 */
const COLUMNS = { author: 0, text: 1, time: 2, followers: 3 };

const TEXT = {
  ja: {
    uploaded: ' に admin がアップロード',
    keeps: (name: string) => `「${name}」：アップロードが 2 件残ります。`,
    tooFew: (name: string) => `「${name}」：残るアップロードが2件未満になり`,
    removed: 'Team April（k = 3、',
    tooFewPage: 'このシリーズに残るアップロードは2件未満のため、比較できません。',
    listTooFew: '2件未満：比較できません',
  },
  en: {
    uploaded: ' by admin',
    keeps: (name: string) => `${name}: 2 uploads stay in it.`,
    tooFew: (name: string) => `${name}: fewer than two uploads will be left`,
    removed: 'Team April (k = 3), uploaded ',
    tooFewPage: 'Fewer than two uploads of this series are left, so it compares nothing.',
    listTooFew: 'Fewer than two: compares nothing',
  },
} as const;

describe('the moved users and the removal of an upload in a series, in Chromium', () => {
  let server: KizunaServer;
  let browser: Browser;
  let token: string;
  let march: AnalysedProject;
  /** Two uploads of the same name, one deleted in each language. */
  const april: Record<'ja' | 'en', AnalysedProject> = {} as never;
  let labelId: string;
  let otherLabelId: string;
  let movedLabelId: string;

  const post = (path: string, body: object) => postJson(server, path, body, token);
  const save = async (name: string, runs: AnalysedProject[]) =>
    (await post('/api/v1/series/save_series', { name, process_ids: runs.map((r) => r.runs[0].processId) })).data
      .series_id as string;
  /** The accounts of a run the team's label is on. */
  const labelled = async (run: AnalysedProject, id: string) =>
    (
      await post('/api/v1/analyze/cluster/get_run_labels', { process_id: run.runs[0].processId, max_count: 500 })
    ).data.accounts
      .filter((a: { labels: Array<{ label_id: string }> }) => a.labels.some((l) => l.label_id === id))
      .map((a: { account: string }) => a.account)
      .sort() as string[];

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser();
    token = (await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: E2E_ADMIN }))
      .AuthenticationResult.AccessToken;
    const upload = (file: string, projectName: string) =>
      analysedProject(server, token, {
        file,
        fileName: `${projectName}.csv`,
        projectName,
        counts: '3',
        columns: COLUMNS,
        timeoutMs: 180_000,
      });
    march = await upload(firstMonthCsv(), 'Team March');
    april.ja = await upload(secondMonthCsv(), 'Team April');
    april.en = await upload(secondMonthCsv(), 'Team April');
    // The team's labels: ramenfan1, who moved, is a "Bot"; "Watched" is put on in the browser.
    labelId = (await post('/api/v1/labels/create_label', { name: 'Bot', color: '#4363d8' })).data.label_id;
    otherLabelId = (await post('/api/v1/labels/create_label', { name: 'Watched', color: '#3cb44b' })).data.label_id;
    movedLabelId = (await post('/api/v1/labels/create_label', { name: 'Moved', color: '#f58231' })).data.label_id;
    await post('/api/v1/labels/assign_label', { label_id: labelId, accounts: ['ramenfan1'] });
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Chooses the label in the bulk label dialog, applies it and closes the dialog. */
  const chooseLabel = async (page: Page, lang: 'ja' | 'en', name: string) => {
    const dialog = page.getByTestId('bulk-label-dialog');
    await dialog.getByTestId('bulk-label-select').locator('..').click();
    await page.getByRole('option', { name }).click();
    await dialog.getByTestId('bulk-label-apply').click();
    await dialog.getByTestId('bulk-label-done').waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: lang === 'ja' ? '閉じる' : 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  };

  it.each(['ja', 'en'] as const)(
    "in %s: the moved users' labels, their detail, and a community or the moved users labelled in one step",
    async (lang) => {
      const id = await save(`Moves ${lang}`, [march, april[lang]]);
      const context = await browser.newContext({
        viewport: { width: 1366, height: 900 },
        locale: lang === 'ja' ? 'ja-JP' : 'en-US',
        timezoneId: 'Asia/Tokyo',
        acceptDownloads: true,
      });
      const page = await context.newPage();
      try {
        await openSignedIn(page, server, lang, `/series/${id}`);
        await page.locator('[data-testid="series-page"][data-ready="true"]').waitFor({ timeout: 60_000 });
        const row = page.getByTestId('series-move-ramenfan1');
        // The team's label beside the account, as the moved users' CSV writes it.
        await row.getByTestId('row-labels').getByText('Bot').waitFor({ timeout: 30_000 });
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByTestId('series-moves-download').click(),
        ]);
        const csv = (await readFile((await download.path())!)).toString('utf8').slice(1).trim().split('\r\n');
        const header = csv[0].split(',');
        // Labels are the team's, on the account in every upload: Japanese's "Watched" may be there too.
        expect(csv[1].split(',')[header.indexOf('labels')].split('; ')).toContain('Bot');

        // The row opens the account's detail: the graph page's panel, in the later upload.
        await row.click();
        const drawer = page.getByTestId('moved-account');
        await drawer.waitFor();
        const detail = page.getByTestId('node-detail');
        await detail.waitFor();
        await expect(detail.textContent()).resolves.toContain('ramenfan1');
        await screenshot(page, `series-moved-account-${lang}-1366x900`);
        const toCommunity = (await page.getByTestId('series-move-ramenfan1').locator('td').nth(2).textContent())!;
        if (lang === 'ja') {
          // The community ramenfan1 moved to, labelled in one step from the detail.
          const button = drawer.getByTestId('moved-account-label-community');
          await expect(button.textContent()).resolves.toContain(toCommunity);
          await button.click();
          await chooseLabel(page, lang, 'Watched');
          const members = (
            await post('/api/v1/analyze/cluster/get_cluster_members', {
              process_id: april.ja.runs[0].processId,
              cluster_id: Number(
                (
                  await post('/api/v1/analyze/cluster/get_series_moves', {
                    process_ids: [march.runs[0].processId, april.ja.runs[0].processId],
                  })
                ).data.moves[0].to_cluster_id,
              ),
              max_count: 500,
            })
          ).data.nodes
            .map((n: { node_id: string }) => n.node_id)
            .sort();
          expect(members.length).toBeGreaterThan(1);
          expect(await labelled(april.ja, otherLabelId)).toEqual(members);
          await page.getByTestId('moved-account-close').click();
        } else {
          await page.getByTestId('moved-account-close').click();
          await drawer.waitFor({ state: 'detached' });
          // The moved users of the step, labelled in one step from the table.
          await page.getByTestId('series-moves-label').click();
          await chooseLabel(page, lang, 'Moved');
          expect(await labelled(april.en, movedLabelId)).toEqual(['ramenfan1']);
        }
      } finally {
        await context.close();
      }
    },
    180_000,
  );

  it.each(['ja', 'en'] as const)(
    'in %s: deleting an upload names it and its series; the series then says which upload went',
    async (lang) => {
      const text = TEXT[lang];
      const gone = april[lang];
      // In Japanese a series of three keeps two; in English (April ja is gone by then) one of two keeps one.
      const kept = await save(`Kept ${lang}`, lang === 'ja' ? [march, gone, april.en] : [march, gone]);
      const pair = await save(`Pair ${lang}`, [march, gone]);
      const context = await browser.newContext({
        viewport: { width: 1366, height: 900 },
        locale: lang === 'ja' ? 'ja-JP' : 'en-US',
        timezoneId: 'Asia/Tokyo',
      });
      const page = await context.newPage();
      try {
        // A series page open while the upload is deleted elsewhere.
        const open = await context.newPage();
        await openSignedIn(open, server, lang, `/series/${kept}`);
        await open.locator('[data-testid="series-page"][data-ready="true"]').waitFor({ timeout: 60_000 });

        await openSignedIn(page, server, lang, '/files');
        await page.getByTestId(`delete-${gone.projectId}`).click();
        const dialog = page.getByTestId('delete-dialog');
        await dialog.getByTestId('removal-series').waitFor({ timeout: 30_000 });
        const said = (await dialog.textContent()) ?? '';
        // Named so that the two "Team April" uploads are told apart: its upload time and owner.
        const project = (await post('/api/v1/process/get_project', { project_id: gone.projectId })).project;
        const uploaded = new Date(Date.parse(project.created_at) + 9 * 3600_000)
          .toISOString()
          .slice(0, 16)
          .replace('T', ' ')
          .replaceAll('-', '/');
        expect(said).toContain('Team April');
        expect(said).toContain(uploaded);
        expect(said).toContain(`${uploaded}${text.uploaded}`);
        const items = await dialog.getByTestId('removal-series-item').allTextContents();
        if (lang === 'ja') expect(items).toContain(text.keeps('Kept ja'));
        expect(items.some((i) => i.startsWith(text.tooFew(`Pair ${lang}`)))).toBe(true);
        await screenshot(page, `series-removal-confirm-${lang}-1366x900`);
        await dialog.getByTestId('delete-confirm').click();
        await dialog.waitFor({ state: 'detached' });

        // The series left with one run stays in the list, saying it compares nothing.
        await expect(page.getByTestId(`series-too-few-${pair}`).textContent({ timeout: 30_000 })).resolves.toBe(
          text.listTooFew,
        );

        // The page that was open when the upload went: read again, it names it, in the app's frame.
        await open.reload();
        await open.getByTestId('series-removed-run').waitFor({ timeout: 30_000 });
        await expect(open.getByTestId('series-removed-run').textContent()).resolves.toContain(text.removed);
        expect(new URL(open.url()).pathname).toBe(`/series/${kept}`);
        await open.getByTestId('app-title').waitFor();

        await page.goto(`${server.url}/series/${pair}`);
        await page.getByTestId('series-too-few').waitFor({ timeout: 30_000 });
        await expect(page.getByTestId('series-too-few').textContent()).resolves.toContain(text.tooFewPage);
        await expect(page.getByTestId('series-removed-run').textContent()).resolves.toContain(text.removed);
        await page.getByTestId('app-title').waitFor();
        await screenshot(page, `series-removed-${lang}-1366x900`);
        // Deleted from there, it leaves the list.
        await page.getByTestId('series-too-few-delete').click();
        await page.getByTestId('series-delete-confirm').click();
        await page.waitForURL(/\/files$/, { timeout: 30_000 });
        await page.getByTestId('series-list').waitFor();
        expect(await page.getByTestId(`series-row-${pair}`).count()).toBe(0);
      } finally {
        await context.close();
      }
    },
    180_000,
  );
});
