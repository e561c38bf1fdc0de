import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { analysedProject } from './analysed-project.js';
import { axeViolations, type AxeViolation } from './axe-scan.js';
import { clippedControls } from './clipped-controls.js';
import { launchBrowser, screenshot } from './browser.js';
import { E2E_ADMIN, openSignedIn, postJson } from './e2e-session.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';
import { wordsBroken } from './words-broken.js';

/**
 * A brand's posts retweeted by three accounts within seconds (a coordinated group) and by fans:
 * a small graph with every panel filled, coordination evidence included.
 */
function brandCsv(): string {
  const rows = ['author,text,time,followers'];
  for (let i = 0; i < 4; i++) {
    const text = `新商品のお知らせ その${i}`;
    rows.push(`brand,${text},2024-03-01 ${10 + i}:00:00,1000`);
    for (const who of ['bot_a', 'bot_b', 'bot_c', `fan${i}`])
      rows.push(`${who},"RT @brand: ${text}",2024-03-01 ${10 + i}:05:00,3`);
    rows.push(`ramen${i},ramen noodles soup ${i},2024-03-02 ${10 + i}:00:00,10`);
    rows.push(`noodle${i},"RT @ramen${i}: ramen noodles soup ${i}",2024-03-02 ${10 + i}:01:00,2`);
  }
  return rows.join('\n') + '\n';
}

/**
 * Every screen scanned by axe-core with the WCAG 2.1 A and AA rules (issue 58), in Japanese and
 * English, at 1366 × 768, where no visible control's text may be cut off either: sign-in, /files
 * (with the series list), the upload's first step and its column mapping, the graph page, the
 * labels dialog, a user's detail, a community's member list, the relations page's tabs with the
 * coordination tab, the run report, a series page, the admin's users and access logs. On the way,
 * the layout promises of issue 58: /files' headings and runs never break inside a word, the label
 * name shows its 40-character limit as it is typed, cancelling "compare with another upload"
 * returns to the graph, and the "saved" toast of a new series covers none of its page's buttons.
 * One prepared project serves every screen; every screen is scanned before the test fails, so
 * one run names everything to fix.
 */
describe('every screen passes axe (WCAG 2.1 AA) and cuts no control off, in Chromium', () => {
  let server: KizunaServer;
  let browser: Browser;
  let projectId: string;
  let runId: string;
  let runIds: string[];
  let seriesId: string;

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser();
    const token = (await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: E2E_ADMIN }))
      .AuthenticationResult.AccessToken;
    const analysed = await analysedProject(server, token, {
      file: brandCsv(),
      fileName: 'brand.csv',
      projectName: 'Brand launch',
      counts: '2,3',
      columns: { author: 0, text: 1, time: 2, followers: 3 },
      timeoutMs: 120_000,
    });
    projectId = analysed.projectId;
    runId = analysed.runs[0].processId;
    runIds = analysed.runs.map((r) => r.processId);
    seriesId = (
      await postJson(server, '/api/v1/series/save_series', { name: 'Brand k 2 → 3', process_ids: runIds }, token)
    ).data.series_id;
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each(['ja', 'en'] as const)(
    'in %s: sign-in, files, upload, graph, members, user, labels, relations, coordination, report, series, users, logs',
    async (lang) => {
      const context = await browser.newContext({
        viewport: { width: 1366, height: 768 },
        locale: lang === 'ja' ? 'ja-JP' : 'en-US',
        timezoneId: 'Asia/Tokyo',
      });
      const page = await context.newPage();
      const found: Record<string, AxeViolation[] | string[]> = {};
      /** The page as it is now: axe's violations and cut-off controls, kept under the screen's name. */
      const scan = async (screen: string) => {
        await page.waitForTimeout(300);
        const violations = await axeViolations(page);
        if (violations.length > 0) found[`${screen}: axe`] = violations;
        const clipped = await clippedControls(page);
        if (clipped.length > 0) found[`${screen}: cut off`] = clipped;
        await screenshot(page, `a11y-${screen}-${lang}`);
      };
      try {
        await page.goto(`${server.url}/login`);
        if (lang === 'en') {
          await page.getByTestId('language-menu').click();
          await page.getByTestId('language-en').click();
        }
        await page.getByTestId('dev-login-link').or(page.locator('form')).first().waitFor();
        await scan('sign-in');

        await openSignedIn(page, server, lang, '/files');
        await page.getByTestId(`status-${projectId}`).waitFor({ timeout: 30_000 });
        await page.locator(`[href="/series/${seriesId}"]`).first().waitFor();
        await scan('files');
        const broken = await wordsBroken(
          page,
          '[data-testid="project-table"] thead th, [data-testid="project-table"] [data-testid^="runs-"]',
        );
        if (broken.length > 0) found['files: words broken'] = broken;

        // A series saved from /files: the page it opens has buttons at the top right, where the
        // "saved" toast used to sit over them.
        await page.getByTestId('series-create').click();
        const dialog = page.getByTestId('series-create-dialog');
        for (const run of runIds) await dialog.getByTestId(`series-pick-${run}`).check();
        await dialog.getByTestId('series-name').fill(`Brand ${lang}`);
        await dialog.getByTestId('series-create-save').click();
        await page.waitForURL(/\/series\/[^/]+$/, { timeout: 30_000 });
        // Until the toast goes (3 s): 'clear' once it covers no button of the page, 'gone' if it
        // went while it still covered one.
        const toastOutcome = await page.waitForFunction(
          () => {
            const toast = document.querySelector('[data-testid="toast-success"]');
            const pageDrawn = document.querySelector('[data-testid="series-back"]');
            if (!pageDrawn) return false;
            if (!toast) return 'gone';
            const stackElement = toast.parentElement!;
            const stack = stackElement.getBoundingClientRect();
            const covered = [...document.querySelectorAll('button, a[href]')].some((el) => {
              if (stackElement.contains(el)) return false;
              const r = el.getBoundingClientRect();
              return (
                r.width > 0 &&
                r.left < stack.right &&
                stack.left < r.right &&
                r.top < stack.bottom &&
                stack.top < r.bottom
              );
            });
            return covered ? false : 'clear';
          },
          undefined,
          { polling: 'raf', timeout: 30_000 },
        );
        const outcome = await toastOutcome.jsonValue();
        if (outcome !== 'clear') found['series: a button under the toast'] = [String(outcome)];
        await page.locator('[data-testid="series-page"][data-ready="true"]').waitFor({ timeout: 30_000 });
        await page.getByTestId('series-alluvial').locator('svg path').first().waitFor();
        await scan('series');

        await openSignedIn(page, server, lang, '/upload');
        await page.getByTestId('project-name-input').waitFor();
        await scan('upload-name');
        await page.getByTestId('project-name-input').fill('Brand again');
        await page.getByTestId('project-name-ok').click();
        await scan('upload-file');
        await page.getByTestId('upload-file-input').setInputFiles({
          name: 'brand.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(brandCsv()),
        });
        await page.getByTestId('role-select-0').waitFor({ timeout: 30_000 });
        await scan('upload-columns');

        const graph = `/files/graph/${projectId}/${runId}`;
        await openSignedIn(page, server, lang, graph);
        await page.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
        await scan('graph');
        // "Compare with another upload" cancelled: back on the graph.
        await page.getByTestId('open-series').click();
        await page.getByTestId('series-create-dialog').waitFor();
        await page.getByTestId('series-create-cancel').click();
        await page.waitForURL((url) => url.pathname === graph);
        await page.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });

        await page.getByTestId('labels-open').click();
        await page.getByTestId('labels-dialog').waitFor();
        const labelName = lang === 'ja' ? '自動投稿' : 'Automated';
        await page.getByTestId('label-name-input').pressSequentially(labelName);
        // The 40-character limit shown as the name is typed.
        await expect(page.getByTestId('label-name-count').textContent()).resolves.toBe(
          lang === 'ja' ? `${labelName.length} / 40 文字` : `${labelName.length} / 40`,
        );
        await page.getByTestId('label-create').click();
        await page.getByTestId('labels-dialog').locator('[data-testid="label-row"][data-label]').first().waitFor();
        await scan('labels-dialog');
        await page.keyboard.press('Escape');
        await page.getByTestId('labels-dialog').waitFor({ state: 'detached' });

        await page.getByTestId('locator-input').fill('bot_a');
        await page.getByTestId('locator-option-bot_a').click();
        await page.getByTestId('node-detail').waitFor();
        await scan('user-detail');

        await page.goto(`${server.url}${graph}?community=1`);
        await page.getByTestId('panel-nodes').click({ timeout: 30_000 });
        await page.locator('[data-testid^="member-row-"]').first().waitFor();
        await scan('member-list');

        await page.goto(`${server.url}/files/relations/${projectId}/${runId}`);
        await page.getByTestId('tab-coordination').waitFor({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await scan('relations');
        for (const tab of ['matrix', 'bridges']) {
          await page.getByTestId(`tab-${tab}`).click();
          await page.waitForLoadState('networkidle');
          await scan(`relations-${tab}`);
        }
        await page.getByTestId('tab-coordination').click();
        await page.waitForLoadState('networkidle');
        await scan('coordination');

        await page.goto(`${server.url}/files/report/${projectId}/${runId}`);
        await page.locator('[data-testid="run-report"][data-ready="true"]').waitFor({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await scan('report');

        await page.goto(`${server.url}/users`);
        await page.getByTestId('users-tab-users').click();
        await page.locator('tbody tr').first().waitFor();
        await scan('users');

        await page.goto(`${server.url}/graph_logs`);
        await page.waitForLoadState('networkidle');
        await scan('access-logs');
      } finally {
        if (Object.keys(found).length > 0) console.log(JSON.stringify(found, null, 1));
        await context.close();
      }
      expect(found).toEqual({});
    },
    420_000,
  );
});
