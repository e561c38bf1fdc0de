import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { E2E_ADMIN, postJson, openSignedIn } from './e2e-session.js';
import { launchBrowser, screenshot } from './browser.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';
import { twoGroupsCsv } from './two-groups-csv.js';

async function upload(server: KizunaServer, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([twoGroupsCsv()], { type: 'text/csv' }), 'two-groups.csv');
  const res = await fetch(`${server.url}/api/v1/process/upload_csv`, {
    method: 'POST',
    headers: { 'X-Auth-Token': token },
    body: form,
  });
  if (!res.ok) throw new Error(`upload_csv: ${res.status}`);
  return ((await res.json()) as { UploadResult: { path_s3: string } }).UploadResult.path_s3;
}

/** A project with a done run (k = 2) and a failed one (k = 12), through the API. */
async function doneAndFailed(server: KizunaServer, token: string, name: string) {
  const query = new URLSearchParams({
    list_cluster_count: '2,12',
    project_name: name,
    path_s3: await upload(server, token),
    colindex_screen_name: '0',
    colindex_tweet_text: '1',
    colindex_tweet_date: '2',
  });
  const registered = (await postJson(server, `/api/v1/process/register_analyze?${query}`, {}, token)).RegisterResult;
  const [done, failed] = (registered.ProcessResult as Array<{ process_id: string }>).map((r) => r.process_id);
  await postJson(server, '/api/v1/process/analyze_start', { list_process_id: `${done},${failed}` }, token);
  for (let i = 0; i < 600; i++) {
    const p = await postJson(server, '/api/v1/process/get_project', { project_id: registered.project_id }, token);
    // Every run settled: the project reads failed as soon as the k = 12 run fails, while the other
    // may still be analysed on a loaded machine.
    const runs = p.ProcessResult as Array<{ status: number }>;
    if (runs.every((r) => r.status === -1 || r.status === 2)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { projectId: registered.project_id as string, done, failed };
}

/** Refreshes the list until the element's attribute reads the value (the list polls every 10 s). */
async function refreshUntil(page: Page, testId: string, attribute: string, value: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await page.getByTestId(testId).getAttribute(attribute)) === value) return;
    await page.getByTestId('files-refresh').click();
    await page.waitForTimeout(150);
  }
  throw new Error(`${testId} never had ${attribute}=${value}`);
}

const TEXT = {
  en: {
    summary: '1 of 2 done, 1 failed',
    failure: 'There are fewer users than the communities asked for (k).',
    retried: 'The run with k = 12 has been started again.',
    removed: 'The run with k = 12 has been removed.',
    after: '1 of 1 done',
    notStarted: 'Registered, not started yet',
    kept: 'this registration is kept for 24 hours',
    started: 'has started.',
  },
  ja: {
    summary: '2件中1件完了、1件失敗',
    failure: 'ユーザー数が指定したコミュニティ数（k）より少ないため分析できません。',
    retried: 'k = 12 の実行を再開しました。',
    removed: 'k = 12 の実行を削除しました。',
    after: '1件中1件完了',
    notStarted: '登録済み・未開始',
    kept: 'この登録は24時間保持され',
    started: 'の分析を開始しました。',
  },
} as const;

describe('each run on its own, and a project left at step 3, on /files in Chromium', () => {
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
    'in %s: opens the done run beside the failed one, says why it failed, retries and removes it',
    async (lang) => {
      const text = TEXT[lang];
      const { projectId, done, failed } = await doneAndFailed(server, token, `Two runs ${lang}`);
      const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
      const page = await context.newPage();
      await openSignedIn(page, server, lang, '/files');
      await expect(page.getByTestId(`runs-summary-${projectId}`).textContent()).resolves.toBe(text.summary);
      await expect(page.getByTestId(`run-failure-${failed}`).textContent()).resolves.toContain(text.failure);
      await screenshot(page, `run-by-run-${lang}`);

      // Result list and Report open on the done run, though the project as a whole failed.
      await page.getByTestId(`result-${projectId}`).click();
      await page.waitForURL(`${server.url}/files/graph/${projectId}/${done}`);
      await page.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
      await page.goto(`${server.url}/files`);
      await page.getByTestId(`report-${projectId}`).click();
      await page.waitForURL(`${server.url}/files/report/${projectId}/${done}`);
      await page.getByTestId('run-report').waitFor({ timeout: 30_000 });

      // Retry: the run is requested again, and (the data being the same) fails again for the same reason.
      await page.goto(`${server.url}/files`);
      await page.getByTestId(`run-retry-${failed}`).click();
      await page.getByTestId('toast-success').filter({ hasText: text.retried }).waitFor();
      await refreshUntil(page, `run-${failed}`, 'data-status', '-1');

      // Remove run: after the confirmation, the failed run is gone and the project is done.
      await page.getByTestId(`run-remove-${failed}`).click();
      await page.getByTestId('remove-run-confirm').click();
      await page.getByTestId('toast-success').filter({ hasText: text.removed }).waitFor();
      await page.getByTestId(`run-${failed}`).waitFor({ state: 'detached' });
      await expect(page.getByTestId(`runs-summary-${projectId}`).textContent()).resolves.toBe(text.after);
      await expect(page.getByTestId(`status-${projectId}`).getAttribute('data-status')).resolves.toBe('2');
      // The last run cannot be removed: that is deleting the project.
      const project = await postJson(server, '/api/v1/process/get_project', { project_id: projectId }, token);
      expect((project.ProcessResult as Array<{ process_id: string }>).map((r) => r.process_id)).toEqual([done]);
      await context.close();
    },
    180_000,
  );

  it.each(['en', 'ja'] as const)(
    'in %s: a project left at step 3 waits on /files, can be deleted, and starts from there',
    async (lang) => {
      const text = TEXT[lang];
      const name = `Left at step 3 ${lang}`;
      const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
      const page = await context.newPage();
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
      await page.getByTestId('rows-all').waitFor();
      await expect(page.getByTestId('kept-until-start').textContent()).resolves.toContain(text.kept);

      // The user leaves at step 3.
      await page.getByTestId('menu-files').click();
      await page.waitForURL(`${server.url}/files`);
      const row = page.locator('[data-testid^="project-row-"]', { hasText: name });
      await row.waitFor();
      const projectId = ((await row.getAttribute('data-testid')) as string).replace('project-row-', '');
      await expect(page.getByTestId(`runs-summary-${projectId}`).textContent()).resolves.toBe(text.notStarted);
      await expect(page.getByTestId(`delete-${projectId}`).isEnabled()).resolves.toBe(true);
      await expect(page.getByTestId(`result-${projectId}`).getAttribute('aria-disabled')).resolves.toBe('true');

      await page.getByTestId(`start-${projectId}`).click();
      await page.getByTestId('toast-success').filter({ hasText: text.started }).waitFor();
      await refreshUntil(page, `status-${projectId}`, 'data-status', '2');
      await expect(page.getByTestId(`start-${projectId}`).count()).resolves.toBe(0);
      await context.close();
    },
    120_000,
  );
});
