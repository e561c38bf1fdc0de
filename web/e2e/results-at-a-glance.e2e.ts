import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { postJson, openSignedIn } from './e2e-session.js';
import { launchBrowser, screenshot } from './browser.js';
import { repoRoot, startKizunaServer, type KizunaServer } from './kizuna-server.js';

const ADMIN = 'admin@example.com';
const DEMONETIZATION = path.resolve(repoRoot, '../shared/data/posts/demonetization-en/demonetization-tweets.utf8.csv');
const K = 6;
/** Near the 100-character limit: the toolbar must still stay on one line at 1366 px. */
const PROJECT_NAME =
  'At a glance: demonetization posts of November, gathered for the quarterly review of who shares whom';

interface Disc {
  id: number;
  x: number;
  y: number;
  r: number;
}
interface Label {
  text: string;
  shown: boolean;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The demonetization file analysed once at k = 6 through the API; answers the graph's URL path. */
async function analysedProject(server: KizunaServer, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([await readFile(DEMONETIZATION)], { type: 'text/csv' }), 'demonetization.csv');
  const up = await fetch(`${server.url}/api/v1/process/upload_csv`, {
    method: 'POST',
    headers: { 'X-Auth-Token': token },
    body: form,
  });
  const pathS3 = ((await up.json()) as { UploadResult: { path_s3: string } }).UploadResult.path_s3;
  const query = new URLSearchParams({
    list_cluster_count: String(K),
    project_name: PROJECT_NAME,
    path_s3: pathS3,
    colindex_screen_name: '11',
    colindex_tweet_text: '1',
    colindex_tweet_date: '5',
    colindex_count_follower: '-1',
  });
  const reg = await postJson(server, `/api/v1/process/register_analyze?${query}`, {}, token);
  const projectId = reg.RegisterResult.project_id as string;
  const processId = reg.RegisterResult.ProcessResult[0].process_id as string;
  await postJson(server, '/api/v1/process/analyze_start', { list_process_id: processId }, token);
  for (let i = 0; i < 600; i++) {
    const p = await postJson(server, '/api/v1/process/get_project', { project_id: projectId }, token);
    if (p.project.status === 2) return `/files/graph/${projectId}/${processId}`;
    if (p.project.status === -1) throw new Error('analysis failed');
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('analysis too slow');
}

async function json<T>(page: Page, testId: string, attribute: string): Promise<T> {
  return JSON.parse((await page.getByTestId(testId).getAttribute(attribute)) ?? 'null') as T;
}

/** Pairs of items that the check finds in conflict, named for the failure message. */
function conflicts<T>(items: readonly T[], clash: (a: T, b: T) => boolean): Array<[T, T]> {
  const out: Array<[T, T]> = [];
  for (let i = 0; i < items.length; i++)
    for (let j = i + 1; j < items.length; j++) if (clash(items[i], items[j])) out.push([items[i], items[j]]);
  return out;
}

const discsOverlap = (a: Disc, b: Disc) => Math.hypot(a.x - b.x, a.y - b.y) < a.r + b.r;
const labelsOverlap = (a: Label, b: Label) =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

describe('the results screen at a glance', () => {
  let server: KizunaServer;
  let browser: Browser;
  let graphPath: string;

  beforeAll(async () => {
    server = await startKizunaServer({ ANALYSIS_DISPLAY_CAP: '600' });
    browser = await launchBrowser();
    const login = await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: ADMIN });
    graphPath = await analysedProject(server, login.AuthenticationResult.AccessToken as string);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  describe.each([
    ['ja', 'ja-JP'],
    ['en', 'en-US'],
  ] as const)('in %s', (lang, locale) => {
    it.each([
      [1366, 768],
      [1440, 900],
      [1920, 1080],
    ])(
      'at %i × %i: the graph takes 60% of the height beside its panel, discs and names apart, every community charted',
      async (width, height) => {
        const context = await browser.newContext({ viewport: { width, height }, locale, timezoneId: 'Asia/Tokyo' });
        const page = await context.newPage();
        try {
          await openSignedIn(page, server, lang, graphPath);
          await page.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
          await page.locator('[data-testid="time-series"][data-series]').waitFor({ timeout: 30_000 });
          // Notices and the chart come in after the first frame: the layout settles, the graph is fitted again.
          await page.waitForTimeout(500);
          // Before the checks: a failing size is the one whose picture matters.
          await screenshot(page, `at-a-glance-${lang}-${width}x${height}`);

          const pane = (await page.getByTestId('graph-pane').boundingBox())!;
          const panel = (await page.getByTestId('side-panel').boundingBox())!;
          expect(pane.height / height).toBeGreaterThanOrEqual(0.6);
          // Graph and panel side by side, both inside the window: no scrolling to see them together.
          expect(panel.x).toBeGreaterThanOrEqual(pane.x + pane.width);
          expect(pane.y + pane.height).toBeLessThanOrEqual(height);
          expect(panel.x + panel.width).toBeLessThanOrEqual(width);
          const scrolls = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 1);
          expect(scrolls).toBe(false);

          const discs = await json<Disc[]>(page, 'graph-canvas', 'data-community-discs');
          expect(discs).toHaveLength(K);
          expect(conflicts(discs, discsOverlap)).toEqual([]);
          // Fitted to fill the pane: the drawing spans most of its width or of its height.
          const [left, right] = [Math.min(...discs.map((d) => d.x - d.r)), Math.max(...discs.map((d) => d.x + d.r))];
          const [top, bottom] = [Math.min(...discs.map((d) => d.y - d.r)), Math.max(...discs.map((d) => d.y + d.r))];
          expect(Math.max((right - left) / pane.width, (bottom - top) / pane.height)).toBeGreaterThan(0.6);

          const labels = await json<Label[]>(page, 'graph-canvas', 'data-community-labels');
          expect(labels).toHaveLength(K);
          // Every community is named, readably, and no two names touch.
          expect(labels.filter((l) => !l.shown)).toEqual([]);
          expect(Math.min(...labels.map((l) => l.height))).toBeGreaterThanOrEqual(13);
          expect(conflicts(labels, labelsOverlap)).toEqual([]);

          const series = await json<string[]>(page, 'time-series', 'data-series');
          expect(series).toEqual([...discs.map((d) => `community-${d.id}`), 'total']);

          // The toolbar keeps one line: every control overlaps the same band, nothing runs off it.
          const toolbar = await page.getByTestId('graph-toolbar').evaluate((bar) => {
            const rects = [...bar.children].map((c) => c.getBoundingClientRect()).filter((r) => r.width > 0);
            const name = bar.querySelector('[data-testid="graph-title-name"]')!;
            return {
              oneLine: Math.max(...rects.map((r) => r.top)) < Math.min(...rects.map((r) => r.bottom)),
              overflows: bar.scrollWidth > bar.clientWidth + 1,
              nameCut: name.scrollWidth > name.clientWidth,
            };
          });
          expect([toolbar.oneLine, toolbar.overflows]).toEqual([true, false]);
          if (width === 1366) {
            // The long name gives way, and hovering it shows it whole.
            expect(toolbar.nameCut).toBe(true);
            await page.getByTestId('graph-title-name').hover();
            await page.getByRole('tooltip').filter({ hasText: PROJECT_NAME }).waitFor();
          }
        } finally {
          await context.close();
        }
      },
      60_000,
    );
  });

  it('selects a community from the chart legend, and remembers stacked or lines', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    try {
      await openSignedIn(page, server, 'en', graphPath);
      await page.locator('[data-testid="time-series"][data-series]').waitFor({ timeout: 30_000 });
      await expect(page.getByTestId('time-series').getAttribute('data-mode')).resolves.toBe('stacked');
      const discs = await json<Disc[]>(page, 'graph-canvas', 'data-community-discs');
      await page.getByTestId(`legend-${discs[1].id}`).click();
      await page.waitForURL((url) => url.searchParams.get('community') === String(discs[1].id), { timeout: 5_000 });
      await page.getByTestId('chart-lines').click();
      await expect(page.getByTestId('time-series').getAttribute('data-mode')).resolves.toBe('lines');
      await page.reload();
      await page.locator('[data-testid="time-series"][data-series]').waitFor({ timeout: 30_000 });
      await expect(page.getByTestId('time-series').getAttribute('data-mode')).resolves.toBe('lines');
      // The strip opens for reading and closes again; the graph keeps most of the window closed.
      const closed = (await page.getByTestId('graph-pane').boundingBox())!.height;
      await page.getByTestId('chart-expand').click();
      await page.locator('[data-testid="time-strip"][data-expanded="true"]').waitFor();
      expect((await page.getByTestId('graph-pane').boundingBox())!.height).toBeLessThan(closed);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('puts the panel below the graph in a narrow window', async () => {
    const context = await browser.newContext({ viewport: { width: 800, height: 900 }, locale: 'ja-JP' });
    const page = await context.newPage();
    try {
      await openSignedIn(page, server, 'ja', graphPath);
      await page.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
      const pane = (await page.getByTestId('graph-pane').boundingBox())!;
      const panel = (await page.getByTestId('side-panel').boundingBox())!;
      expect(pane.height).toBeGreaterThanOrEqual(900 * 0.6 - 1);
      expect(panel.y).toBeGreaterThanOrEqual(pane.y + pane.height);
      await screenshot(page, 'at-a-glance-ja-800x900');
    } finally {
      await context.close();
    }
  }, 60_000);
});
