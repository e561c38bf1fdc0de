import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { GraphNode } from '@kizuna/http-api';
import { packGraph } from '../src/graph/canvas/pack-graph.js';
import { openSignedIn, postJson } from './e2e-session.js';
import { analysedProject } from './analysed-project.js';
import { launchBrowser, screenshot } from './browser.js';
import { repoRoot, startKizunaServer, type KizunaServer } from './kizuna-server.js';

const ADMIN = 'admin@example.com';
const DEMONETIZATION = path.resolve(repoRoot, '../shared/data/posts/demonetization-en/demonetization-tweets.utf8.csv');

/** A JSON answer read loosely: its shape is checked by the API tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

/** The demonetization file analysed at k = 3 through the API; answers the graph's URL path. */
async function analysedDemonetization(
  server: KizunaServer,
  token: string,
): Promise<{ path: string; processId: string }> {
  const { projectId, runs } = await analysedProject(server, token, {
    file: await readFile(DEMONETIZATION),
    fileName: 'demonetization.csv',
    projectName: 'Explorer',
    counts: '3',
    columns: { author: 11, text: 1, time: 5, followers: -1 },
    timeoutMs: 230_000,
  });
  const processId = runs[0].processId;
  return { path: `/files/graph/${projectId}/${processId}`, processId };
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
    const login = await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: ADMIN });
    token = login.AuthenticationResult.AccessToken;
    ({ path: graphPath, processId } = await analysedDemonetization(server, token));
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
      await openSignedIn(page, server, lang, '/');
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
      await page.getByTestId('time-window-shade').waitFor();
      // The URL follows the view once it stays put: wait for the window now shown, not one typed on the way.
      const [from, to] = ((await page.getByTestId('time-series').getAttribute('data-window')) ?? '').split('-');
      await page.waitForURL(new RegExp(`from=${from}&to=${to}`));
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
      await page.getByTestId('time-window-shade').waitFor({ state: 'hidden' });
    });

    it('finds a user who is not drawn with the locator and shows them for the moment', async () => {
      const hits = await postJson(
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

    it("lists a user's keywords in their detail and marks them in the user's posts", async () => {
      // A user whose keywords appear as written in their posts (English keywords are lemmas).
      const hits = await postJson(
        server,
        '/api/v1/analyze/cluster/search_nodes',
        { process_id: processId, query: 'a', limit: 50 },
        token,
      );
      type Detail = { keywords: Array<{ keyword: string }>; tweets: Array<{ tweet_text: string }> };
      let chosen: { node_id: string; label: string; detail: Detail } | undefined;
      for (const hit of hits.data as Array<{ node_id: string; label: string }>) {
        const answer = await postJson(
          server,
          '/api/v1/analyze/cluster/get_node_detail',
          { process_id: processId, node_id: hit.node_id },
          token,
        );
        const detail = answer.graph_result as Detail;
        const text = detail.tweets.map((t) => t.tweet_text.toLowerCase()).join('\n');
        if (detail.keywords.some((k) => text.includes(k.keyword.toLowerCase()))) {
          chosen = { ...hit, detail };
          break;
        }
      }
      if (!chosen) throw new Error('no user with keywords in their posts');
      await page.getByTestId('locator-input').fill(chosen.label);
      await page.getByTestId(`locator-option-${chosen.node_id}`).click();
      const keywords = page.getByTestId('user-keywords');
      await keywords.waitFor();
      // Each chip is "keyword (count)", in the server's order.
      const chips = await keywords.getByTestId('user-keyword').allTextContents();
      expect(chips.map((c) => c.slice(0, c.lastIndexOf(' (')))).toEqual(chosen.detail.keywords.map((k) => k.keyword));
      const posts = page.getByTestId('user-posts');
      await expect(posts.getByTestId('keyword-mark').count()).resolves.toBe(0);
      await page.getByTestId('mark-user-keywords').check();
      const marks = (await posts.getByTestId('keyword-mark').allTextContents()).map((m) => m.toLowerCase());
      expect(marks.length).toBeGreaterThan(0);
      const known = new Set(chosen.detail.keywords.map((k) => k.keyword.toLowerCase()));
      expect(marks.filter((m) => !known.has(m))).toEqual([]);
      await screenshot(page, `explorer-${lang}-user-keywords`);
      await page.getByTestId('mark-user-keywords').uncheck();
      await expect(posts.getByTestId('keyword-mark').count()).resolves.toBe(0);
      await page.getByTestId('locator-input').press('Escape');
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
      let saved = await postJson(server, '/api/v1/analyze/cluster/get_graph', { process_id: processId }, token);
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
      saved = await postJson(server, '/api/v1/analyze/cluster/get_graph', { process_id: processId }, token);
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
  describe('the canvas drawing (pixels at known places, at a device pixel ratio of 2)', () => {
    let page: Page;
    // The graph as the server sends it, read through the API.
    let users: Array<{
      id: string;
      label: string;
      x: number;
      y: number;
      size: number;
      color: string;
      cluster_id: number;
    }>;
    let communities: Array<{ cluster_id: number; x: number; y: number; size: number; label: string }>;
    let edges: Array<[{ x: number; y: number }, { x: number; y: number }]>;

    beforeAll(async () => {
      const context = await browser.newContext({
        viewport: { width: 1600, height: 1000 },
        deviceScaleFactor: 2,
        locale: 'en-US',
        timezoneId: 'Asia/Tokyo',
      });
      page = await context.newPage();
      await openSignedIn(page, server, 'en', '/');
      await openGraph(page, `${server.url}${graphPath}`);
      const graph = await postJson(server, '/api/v1/analyze/cluster/get_graph', { process_id: processId }, token);
      // Where the canvas draws them: community circles moved apart (packed to the pane's shape), users with them.
      const aspect = Number(await page.getByTestId('graph-canvas').getAttribute('data-pack-aspect'));
      const drawn = packGraph(graph.data.nodes as GraphNode[], aspect).nodes as Loose[];
      users = drawn.filter((n) => n.type === 'node') as typeof users;
      communities = drawn.filter((n) => n.type === 'community') as typeof communities;
      const at = new Map(users.map((u) => [u.id, u]));
      edges = (graph.data.edges as Loose[])
        .filter((e) => at.has(e.source) && at.has(e.target))
        .map((e) => [at.get(e.source)!, at.get(e.target)!]);
    }, 60_000);

    /** Where a graph point is on screen now (CSS pixels, page coordinates), from the canvas's camera. */
    async function onScreen(p: { x: number; y: number }): Promise<{ x: number; y: number }> {
      const canvas = page.getByTestId('graph-canvas');
      const [cx, cy, scale] = ((await canvas.getAttribute('data-camera')) ?? '').split(' ').map(Number);
      const box = (await canvas.boundingBox())!;
      return { x: box.x + box.width / 2 + (p.x - cx) * scale, y: box.y + box.height / 2 + (p.y - cy) * scale };
    }

    /** The canvas's pixel (r, g, b, a) under a page point, read after the next two frames. */
    async function pixel(at: { x: number; y: number }): Promise<number[]> {
      return page.evaluate(async ({ x, y }) => {
        for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
        const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="graph-canvas"] canvas')!;
        const box = canvas.getBoundingClientRect();
        const k = canvas.width / box.width;
        const data = canvas
          .getContext('2d')!
          .getImageData(Math.round((x - box.left) * k), Math.round((y - box.top) * k), 1, 1).data;
        return [...data];
      }, at);
    }

    const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const near = (a: number[], b: number[]) => a.slice(0, 3).every((v, i) => Math.abs(v - b[i]) <= 3) && a[3] === 255;

    /** The user farthest from every other one, so that its centre shows its own color. */
    const loneUser = () => {
      let best = users[0];
      let bestGap = -1;
      for (const u of users) {
        let gap = Infinity;
        for (const v of users) if (v !== u) gap = Math.min(gap, Math.hypot(u.x - v.x, u.y - v.y) - v.size - u.size);
        if (gap > bestGap) [best, bestGap] = [u, gap];
      }
      return best;
    };

    it('draws the canvas at the device pixel ratio, each user in its community color at its server position', async () => {
      const box = (await page.getByTestId('graph-canvas').boundingBox())!;
      const size = await page.evaluate(() => {
        const c = document.querySelector<HTMLCanvasElement>('[data-testid="graph-canvas"] canvas')!;
        return [c.width, c.height];
      });
      expect(size).toEqual([Math.round(box.width * 2), Math.round(box.height * 2)]);
      const user = loneUser();
      expect(near(await pixel(await onScreen(user)), rgb(user.color))).toBe(true);
    });

    it('places every community name where no other name is (the renderer’s own placement)', async () => {
      // Written in the font the app ships (canvas-font.ts), both weights loaded, not the machine's sans-serif.
      const loaded = await page.evaluate(() =>
        [...document.fonts]
          .filter((f) => f.status === 'loaded')
          .map((f) => `${f.family.replaceAll('"', '')} ${f.weight}`),
      );
      expect(loaded).toEqual(expect.arrayContaining(['Noto Sans 400', 'Noto Sans 700']));
      type Box = { text: string; shown: boolean; left: number; top: number; width: number; height: number };
      const labels = JSON.parse(
        (await page.getByTestId('graph-canvas').getAttribute('data-community-labels')) ?? '[]',
      ) as Box[];
      expect(labels).toHaveLength(communities.length);
      expect(labels.every((l) => l.shown && l.width > 0 && l.text.length > 0)).toBe(true);
      for (let a = 0; a < labels.length; a++)
        for (let b = a + 1; b < labels.length; b++) {
          const [p, q] = [labels[a], labels[b]];
          const apart =
            p.left + p.width <= q.left ||
            q.left + q.width <= p.left ||
            p.top + p.height <= q.top ||
            q.top + q.height <= p.top;
          expect(apart).toBe(true);
        }
    });

    it('greys a user when another community is selected, and lights it again when it is clicked on the canvas', async () => {
      const user = loneUser();
      const other = communities.find((c) => c.cluster_id !== user.cluster_id)!;
      await page.getByTestId(`legend-${other.cluster_id}`).click();
      await page.getByTestId('community-title').waitFor();
      expect(near(await pixel(await onScreen(user)), [0xd5, 0xd5, 0xd5])).toBe(true);
      await screenshot(page, 'explorer-canvas-greyed');
      const at = await onScreen(user);
      await page.mouse.click(at.x, at.y);
      await until(
        () => page.getByTestId('node-detail').textContent(),
        (text) => !!text?.includes(user.label),
        'the clicked user in the detail panel',
      );
      expect(near(await pixel(await onScreen(user)), rgb(user.color))).toBe(true);
    });

    it('zooms by the spec step with the buttons and keeps the user under the same graph point', async () => {
      const scale = async () =>
        Number(((await page.getByTestId('graph-canvas').getAttribute('data-camera')) ?? '').split(' ')[2]);
      // A fresh page: nothing selected, the fitted view.
      await openGraph(page, `${server.url}${graphPath}`);
      const before = await scale();
      await page.getByTestId('zoom-in').click();
      const after = await until(scale, (s) => Math.abs(s - (before + 0.0625)) < 1e-9, 'the zoomed scale');
      expect(after).toBeCloseTo(before + 0.0625, 9);
      const user = loneUser();
      expect(near(await pixel(await onScreen(user)), rgb(user.color))).toBe(true);
    });

    it('selects a community by a click inside its circle away from users and edges, and opens its menu by a right click', async () => {
      // A point of a circle that is no other circle's, far from every user and edge.
      const ratio = (p: { x: number; y: number }, o: (typeof communities)[number]) =>
        Math.hypot(p.x - o.x, p.y - o.y) / o.size;
      const toSegment = (p: { x: number; y: number }, [a, b]: (typeof edges)[number]) => {
        const [dx, dy] = [b.x - a.x, b.y - a.y];
        const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
        return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
      };
      let spot: { x: number; y: number } | null = null;
      let c = communities[0];
      for (const candidate of communities)
        for (let r = 0.1; r < 0.95 && !spot; r += 0.05)
          for (let a = 0; a < 2 * Math.PI && !spot; a += Math.PI / 36) {
            const p = {
              x: candidate.x + r * candidate.size * Math.cos(a),
              y: candidate.y + r * candidate.size * Math.sin(a),
            };
            const clear =
              communities.every((o) => o === candidate || ratio(p, o) > 1) &&
              users.every((u) => Math.hypot(u.x - p.x, u.y - p.y) > u.size + 20) &&
              edges.every((e) => toSegment(p, e) > 20);
            if (clear) [spot, c] = [p, candidate];
          }
      expect(spot).not.toBeNull();
      await openGraph(page, `${server.url}${graphPath}`);
      const at = await onScreen(spot!);
      await page.mouse.click(at.x, at.y);
      await until(
        () =>
          page
            .getByTestId('community-title')
            .textContent()
            .catch(() => null),
        (text) => text === c.label,
        'the clicked community',
      );
      await page.mouse.click(at.x, at.y, { button: 'right' });
      await page.getByTestId('menu-edit-name').waitFor();
      await page.keyboard.press('Escape');
    });
  });
});
