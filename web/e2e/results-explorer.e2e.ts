import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './browser.js';
import { repoRoot, startKizunaServer, type KizunaServer } from './kizuna-server.js';

const ADMIN = 'admin@example.com';
const DEMONETIZATION = path.resolve(repoRoot, '../shared/data/posts/demonetization-en/demonetization-tweets.utf8.csv');

/** A JSON answer read loosely: its shape is checked by the API tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

async function call(server: KizunaServer, route: string, body: object, token?: string) {
  const res = await fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Auth-Token': token } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Loose>;
}

/** The demonetization file uploaded, registered with k = 3 and analysed through the API; answers the graph's URL path. */
async function analysedProject(server: KizunaServer, token: string): Promise<{ path: string; processId: string }> {
  const form = new FormData();
  form.append('file', new Blob([await readFile(DEMONETIZATION)], { type: 'text/csv' }), 'demonetization.csv');
  const up = await fetch(`${server.url}/api/v1/process/upload_csv`, {
    method: 'POST',
    headers: { 'X-Auth-Token': token },
    body: form,
  });
  const pathS3 = ((await up.json()) as { UploadResult: { path_s3: string } }).UploadResult.path_s3;
  const query = new URLSearchParams({
    list_cluster_count: '3',
    project_name: 'Explorer',
    path_s3: pathS3,
    colindex_screen_name: '11',
    colindex_tweet_text: '1',
    colindex_tweet_date: '5',
    colindex_count_follower: '-1',
  });
  const reg = await call(server, `/api/v1/process/register_analyze?${query}`, {}, token);
  const projectId = reg.RegisterResult.project_id as string;
  const processId = reg.RegisterResult.ProcessResult[0].process_id as string;
  await call(server, '/api/v1/process/analyze_start', { list_process_id: processId }, token);
  for (let i = 0; i < 600; i++) {
    const p = await call(server, '/api/v1/process/get_project', { project_id: projectId }, token);
    if (p.project.status === 2) return { path: `/files/graph/${projectId}/${processId}`, processId };
    if (p.project.status === -1) throw new Error('analysis failed');
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('analysis too slow');
}

async function devLogin(page: Page, server: KizunaServer, lang: 'ja' | 'en'): Promise<void> {
  await page.goto(`${server.url}/dev_login`);
  if (lang === 'en') {
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
  }
  await page.getByTestId('login-email').fill(ADMIN);
  await page.getByTestId('login-button').click();
  const later = page.getByTestId('set-password-later');
  const home = page.getByTestId('home-card-upload');
  await later.or(home).first().waitFor();
  if (await later.isVisible()) await later.click();
  await home.waitFor();
}

/** Polls a reading until it passes the check (the page updates asynchronously). */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  let value = await read();
  for (let i = 0; i < 100 && !ok(value); i++) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  if (!ok(value)) throw new Error(`${what}: still ${JSON.stringify(value)}`);
  return value;
}

async function visibleUsers(page: Page): Promise<number> {
  return Number(await page.getByTestId('graph-canvas').getAttribute('data-visible-users'));
}

async function openGraph(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
  await page.locator('[data-testid="graph-canvas"][data-visible-users]').waitFor();
}

describe('the results explorer in Chromium', () => {
  let server: KizunaServer;
  let browser: Browser;
  let token: string;
  let graphPath: string;
  let processId: string;

  beforeAll(async () => {
    // 300 drawn users of 5,937: most users are not drawn.
    server = await startKizunaServer({ ANALYSIS_DISPLAY_CAP: '300' });
    browser = await launchBrowser();
    const login = await call(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: ADMIN });
    token = login.AuthenticationResult.AccessToken;
    ({ path: graphPath, processId } = await analysedProject(server, token));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  describe.each([
    ['ja', 'ja-JP', '政治の話', '7b4173', 'rgb(123, 65, 115)'],
    ['en', 'en-US', 'Politics talk', '637939', 'rgb(99, 121, 57)'],
  ] as const)('in %s', (lang, locale, newName, preset, presetRgb) => {
    let page: Page;

    beforeAll(async () => {
      const context = await browser.newContext({
        viewport: { width: 1600, height: 1000 },
        locale,
        timezoneId: 'Asia/Tokyo',
        acceptDownloads: true,
      });
      page = await context.newPage();
      await devLogin(page, server, lang);
    }, 60_000);

    it('filters the canvas with the start/end inputs, shows the window on the chart, and the URL reproduces it', async () => {
      await openGraph(page, `${server.url}${graphPath}`);
      const all = await visibleUsers(page);
      expect(all).toBe(300);
      // The posts run from 2016-11-22 10:57 to 2016-11-23 18:40 (file times, read as Tokyo).
      await page.getByTestId('time-start').fill('');
      await page.getByTestId('time-start').pressSequentially('201611231700');
      await page.getByTestId('time-end').fill('');
      await page.getByTestId('time-end').pressSequentially('201611231730');
      await until(
        () => visibleUsers(page),
        (n) => n < all,
        'visible users in the window',
      );
      const windowed = await visibleUsers(page);
      expect(windowed).toBeGreaterThan(0);
      await expect(page.getByTestId('time-series').getAttribute('data-window')).resolves.not.toBe('');
      await page.waitForURL(/from=\d+&to=\d+/);
      await screenshot(page, `explorer-${lang}-window`);
      await openGraph(page, page.url());
      await until(
        () => visibleUsers(page),
        (n) => n === windowed,
        'visible users after reload',
      );
      await expect(page.getByTestId('time-start').inputValue()).resolves.toBe('2016-11-23 17:00');
      // The slider moves the window by keyboard too (drag start, a minute step, drag end).
      const thumb = page.locator('[data-testid="time-slider"] input[type="range"]').first();
      await thumb.focus();
      await thumb.press('ArrowLeft');
      await expect(page.getByTestId('time-start').inputValue()).resolves.toBe('2016-11-23 16:59');
      await page.getByTestId('time-reset').click();
      await until(
        () => visibleUsers(page),
        (n) => n === all,
        'visible users after reset',
      );
    });

    it('finds a user who is not drawn with the locator and shows them for the moment', async () => {
      const hits = await call(
        server,
        '/api/v1/analyze/cluster/search_nodes',
        { process_id: processId, query: 'a', limit: 50 },
        token,
      );
      const hidden = (hits.data as Array<{ node_id: string; label: string; drawn: boolean }>).find((h) => !h.drawn)!;
      expect(hidden).toBeDefined();
      await page.getByTestId('locator-input').fill(hidden.label);
      await page.getByTestId(`locator-option-${hidden.node_id}`).click();
      await page.getByTestId('located-notice').waitFor();
      await page.getByTestId('located-not-drawn').waitFor();
      await expect(page.getByTestId('node-detail').textContent()).resolves.toContain(hidden.label);
      await page.waitForURL(new RegExp(`user=${encodeURIComponent(hidden.node_id)}`));
      await screenshot(page, `explorer-${lang}-locator`);
      await page.getByTestId('locator-input').press('Escape');
      await page.getByTestId('located-notice').waitFor({ state: 'detached' });
      await expect(page.getByTestId('locator-input').inputValue()).resolves.toBe('');
    });

    it('renames and recolors a community through the right-click menu, and both stay after a reload', async () => {
      await page.getByTestId('legend-2').click({ button: 'right' });
      await page.getByTestId('menu-edit-name').click();
      await page.getByTestId('name-input').fill('');
      await page.getByTestId('name-save').click();
      await page
        .getByTestId('name-dialog')
        .getByText(lang === 'ja' ? 'コミュニティ名を入力してください。' : 'Please enter a community name.')
        .waitFor();
      await page.getByTestId('name-input').fill(newName);
      await page.getByTestId('name-input').press('Enter');
      await page.getByTestId('name-dialog').waitFor({ state: 'detached' });
      await until(
        () => page.getByTestId('legend-2').textContent(),
        (text) => text === newName,
        'legend name',
      );

      await page.getByTestId('legend-2').click({ button: 'right' });
      await page.getByTestId('menu-edit-color').click();
      await page.getByTestId(`color-preset-${preset}`).click();
      // Closing reverts: nothing was saved.
      await page.keyboard.press('Escape');
      await page.getByTestId('color-dialog').waitFor({ state: 'detached' });
      let saved = await call(server, '/api/v1/analyze/cluster/get_graph', { process_id: processId }, token);
      const circle = () =>
        (saved.data.nodes as Array<{ type: string; cluster_id: number; color: string; label: string }>).find(
          (n) => n.type === 'community' && n.cluster_id === 2,
        )!;
      expect(circle().color).not.toBe(`#${preset}`);
      await page.getByTestId('legend-2').click({ button: 'right' });
      await page.getByTestId('menu-edit-color').click();
      await page.getByTestId(`color-preset-${preset}`).click();
      await page.getByTestId('color-save').click();
      await page.getByTestId('color-dialog').waitFor({ state: 'detached' });
      saved = await call(server, '/api/v1/analyze/cluster/get_graph', { process_id: processId }, token);
      expect(circle()).toMatchObject({ color: `#${preset}`, label: newName });

      await openGraph(page, `${server.url}${graphPath}`);
      await expect(page.getByTestId('legend-2').textContent()).resolves.toBe(newName);
      const dot = page.getByTestId('legend-2').locator('span').first();
      await expect(dot.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe(presetRgb);
      await screenshot(page, `explorer-${lang}-renamed`);
    });

    it('opens a community from the URL and downloads its users under a dated file name', async () => {
      await openGraph(page, `${server.url}${graphPath}?community=2`);
      await expect(page.getByTestId('community-title').textContent()).resolves.toBe(newName);
      await page.getByTestId('panel-nodes').click();
      await page.locator('[data-testid^="member-row-"]').first().waitFor();
      await page.getByTestId('community-download').click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('community-download-users').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^users_c2_\d{8}\.csv$/);
      const file = await download.path();
      const text = await readFile(file, 'utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      expect(text).toContain(`,${newName},`);
    });
  });
});
