import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { changingTopicsCsv } from '../../services/gateway/test/changing-topics-data.js';
import { postJson, openSignedIn } from './e2e-session.js';
import { launchBrowser, screenshot } from './browser.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';

const ADMIN = 'admin@example.com';

/** Types a window into the start/end inputs (YYYYMMDDHHmm, Tokyo). */
async function typeWindow(page: Page, start: string, end: string): Promise<void> {
  await page.getByTestId('time-start').fill('');
  await page.getByTestId('time-start').pressSequentially(start);
  await page.getByTestId('time-end').fill('');
  await page.getByTestId('time-end').pressSequentially(end);
}

describe('keyword, post and member panels following the time window', () => {
  let server: KizunaServer;
  let browser: Browser;
  let graphPath: string;
  let chefCluster: number;

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser();
    const token = (await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: ADMIN }, ''))
      .AuthenticationResult.AccessToken;
    const form = new FormData();
    form.append('file', new Blob([changingTopicsCsv()], { type: 'text/csv' }), 'changing-topics.csv');
    const up = await fetch(`${server.url}/api/v1/process/upload_csv`, {
      method: 'POST',
      headers: { 'X-Auth-Token': token },
      body: form,
    });
    const pathS3 = ((await up.json()) as { UploadResult: { path_s3: string } }).UploadResult.path_s3;
    const reg = await postJson(
      server,
      '/api/v1/process/register_analyze',
      {
        list_cluster_count: '2',
        project_name: 'Changing topics',
        path_s3: pathS3,
        colindex_screen_name: 0,
        colindex_tweet_text: 1,
        colindex_tweet_date: 2,
        colindex_count_follower: 3,
      },
      token,
    );
    const projectId = reg.RegisterResult.project_id as string;
    const processId = reg.RegisterResult.ProcessResult[0].process_id as string;
    await postJson(server, '/api/v1/process/analyze_start', { list_process_id: processId }, token);
    for (let i = 0; i < 240; i++) {
      const p = await postJson(server, '/api/v1/process/get_project', { project_id: projectId }, token);
      if (p.project.status === 2) break;
      if (p.project.status === -1) throw new Error('analysis failed');
      await new Promise((r) => setTimeout(r, 250));
    }
    const graph = (await postJson(server, '/api/v1/analyze/cluster/get_graph', { process_id: processId }, token)).data;
    chefCluster = graph.nodes.find((n: { node_id: string }) => n.node_id === 'chef').cluster_id;
    graphPath = `/files/graph/${projectId}/${processId}`;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each([
    ['ja', 'ja-JP', 'キーワード・投稿・メンバーを期間に合わせる', 'キーワード（期間内）'],
    ['en', 'en-US', 'Keywords, posts and members follow the window', 'Keywords (time window)'],
  ] as const)('in %s: toggle on, move the window, the keyword panel changes', async (lang, locale, toggle, title) => {
    const context = await browser.newContext({
      viewport: { width: 1600, height: 1000 },
      locale,
      timezoneId: 'Asia/Tokyo',
    });
    const page = await context.newPage();
    await openSignedIn(page, server, lang, `${graphPath}?community=${chefCluster}`);
    await page.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
    await page.getByTestId('panel-keywords').click();
    // The whole run: the morning's soup and the afternoon's sushi.
    await page.getByTestId('keyword-row-soup').waitFor();
    await page.getByTestId('keyword-row-sushi').waitFor();

    await expect(page.getByText(toggle).count()).resolves.toBe(1);
    await page.getByTestId('panels-follow').check();
    await typeWindow(page, '202403011350', '202403011500');
    await page.getByTestId('panel-keywords').getByText(title).waitFor();
    await page.getByTestId('keyword-row-sushi').waitFor();
    await page.getByTestId('keyword-row-soup').waitFor({ state: 'detached' });
    // The panels say which window they reflect, once the typed end has settled.
    await page.getByTestId('panels-windowed').filter({ hasText: '2024/03/01 15:00:00' }).waitFor();
    await expect(page.getByTestId('panels-windowed').textContent()).resolves.toContain('2024/03/01 13:50:00');
    await page.waitForURL(/follow=1/);
    await screenshot(page, `panels-follow-${lang}-afternoon`);

    // Keyword highlight marks the window's posts.
    await page.getByTestId('keyword-row-sushi').click();
    await page.getByTestId('panel-tweets').click();
    await expect(page.getByTestId('representative-posts').locator('mark').first().textContent()).resolves.toBe('sushi');

    // Members: those active in the afternoon (fans 7–10 left in the morning).
    await page.getByTestId('panel-nodes').click();
    await page.getByTestId('member-row-cookfan1').waitFor();
    await expect(page.getByTestId('member-row-cookfan9').count()).resolves.toBe(0);
    await expect(page.getByTestId('member-table').locator('tbody tr').count()).resolves.toBe(7);

    // The morning: soup again, no sushi; a link with follow=1 opens the same panels.
    await page.getByTestId('panel-keywords').click();
    await typeWindow(page, '202403010900', '202403011040');
    await page.getByTestId('keyword-row-soup').waitFor();
    await page.getByTestId('keyword-row-sushi').waitFor({ state: 'detached' });
    // The URL follows the view once it stays put: wait for the window now shown, not one typed on the way.
    const [from, to] = ((await page.getByTestId('time-series').getAttribute('data-window')) ?? '').split('-');
    await page.waitForURL(new RegExp(`from=${from}&to=${to}&follow=1`));
    await page.goto(page.url());
    await page.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('panels-follow').isChecked()).resolves.toBe(true);
    await page.getByTestId('panel-keywords').click();
    await page.getByTestId('keyword-row-soup').waitFor();
    await expect(page.getByTestId('keyword-row-sushi').count()).resolves.toBe(0);

    // Toggle off: the whole run's keywords again.
    await page.getByTestId('panels-follow').uncheck();
    await page.getByTestId('keyword-row-sushi').waitFor();
    await expect(page.getByTestId('panels-windowed').count()).resolves.toBe(0);
    await context.close();
  });
});
