import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotsDir } from './browser.js';
import { repoRoot } from './kizuna-server.js';
import { inkedShare, picturePixels } from './picture-pixels.js';

/**
 * The WebGL view's renderer (`WholeGraphRenderer`) in Chromium with software WebGL (SwiftShader),
 * on a page of its own (web/e2e/whole-graph/entry.ts) over typed arrays built there: 20,000 users
 * all drawn, a click at a user's place selects that user, the picture is not blank, and small
 * fixed scenes match their goldens (whole-graph/*.png) within a tolerance.
 */
const here = path.join(repoRoot, 'web', 'e2e', 'whole-graph');
const update = process.env.UPDATE_GOLDENS === '1';
/** SwiftShader rasterises the same on every run, but a point's or a glyph's edge may move a step. */
const CHANNEL_TOLERANCE = 16;
const MAX_DIFFERING = 0.003;
const SCENES = ['whole-fitted', 'whole-selected', 'whole-zoomed'] as const;

interface WholeFrameSummary {
  usersDrawn: number;
  usersTotal: number;
  relationsInView: number;
  names: number;
  zoom: number;
  fitted: boolean;
}
interface Harness {
  fontReady(): Promise<void>;
  load(groups: number, perGroup: number, width: number, height: number): Promise<number>;
  compare(a: string, b: string, tolerance: number): Promise<{ differing: number; total: number }>;
  frame(): WholeFrameSummary | null;
  selected(): number;
  screenOf(u: number): [number, number];
  flyTo(u: number): Promise<number>;
  select(u: number): Promise<number>;
}
/** Runs `fn` in the page with the harness (its source is sent: it may use nothing of this file). */
const harness = (page: Page) => ({
  call: <T, A = undefined>(fn: (h: Harness, arg: A) => T | Promise<T>, arg?: A): Promise<T> =>
    page.evaluate(
      ([source, a]) =>
        (0, eval)(`(${source})`)((window as unknown as { kizunaWhole: Harness }).kizunaWhole, a) as Promise<T>,
      [fn.toString(), arg] as const,
    ) as Promise<T>,
});

describe('the WebGL view draws every user (SwiftShader)', () => {
  let browser: Browser;
  let page: Page;
  let h: ReturnType<typeof harness>;

  beforeAll(async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(repoRoot, 'web', 'e2e', 'canvas-goldens', 'bundle.mjs'), path.join(here, 'entry.ts')],
      { maxBuffer: 32 * 1024 * 1024 },
    );
    browser = await launchBrowser(['--font-render-hinting=none'], { webgl: true });
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 }, deviceScaleFactor: 1 });
    page = await context.newPage();
    await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
    await page.addScriptTag({ content: stdout });
    // The SPA's Noto Sans, as the canvas goldens load it (the bundle has no CSS).
    const fromWeb = createRequire(path.join(repoRoot, 'web', 'package.json'));
    const latin = (
      await readFile(fromWeb.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2'))
    ).toString('base64');
    await page.evaluate(async (base64) => {
      const face = new FontFace(
        'Noto Sans',
        Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)),
      );
      document.fonts.add(face);
      await face.load();
    }, latin);
    h = harness(page);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  /** The share of the view's pixels that are not the white background. */
  const inked = async (): Promise<number> => {
    const png = await page.locator('#whole').screenshot();
    return inkedShare(await picturePixels(page, png));
  };

  it('draws all 20,000 users, not a blank canvas, and a click at a user selects that user', async () => {
    await h.call((x, a: [number, number, number, number]) => x.load(...a), [20, 1000, 1000, 700]);
    const frame = (await h.call((x) => x.frame()))!;
    expect(frame).toMatchObject({ usersDrawn: 20_000, usersTotal: 20_000, fitted: true });
    // Fitted, 20,000 relations are too many to read: the bundles between communities stand for them.
    expect(frame.relationsInView).toBe(-1);
    expect(frame.names).toBeGreaterThan(0);
    expect(await inked()).toBeGreaterThan(0.03);

    // Users with no other user within 12 pixels at the fitted view (the fixture's loners, last of
    // their groups): a click there can mean only them.
    const alone = await h.call((x) => {
      const at = Array.from({ length: 20_000 }, (_, u) => x.screenOf(u));
      const found: number[] = [];
      for (let u = 999; u < at.length && found.length < 3; u += 1000 * 7) {
        const [ux, uy] = at[u];
        if (ux < 0 || uy < 0 || ux > 1000 || uy > 700) continue;
        if (at.every(([vx, vy], v) => v === u || Math.hypot(vx - ux, vy - uy) > 12)) found.push(u);
      }
      return found;
    });
    expect(alone).toHaveLength(3);
    for (const user of alone) {
      const [x, y] = await h.call((x, u: number) => x.screenOf(u), user);
      await page.mouse.click(x, y);
      expect(await h.call((x) => x.selected())).toBe(user);
    }
  }, 120_000);

  it('zoomed in on a user, draws every relation in view and names users there', async () => {
    await h.call((x) => x.flyTo(12_345));
    const frame = (await h.call((x) => x.frame()))!;
    expect(frame.relationsInView).toBeGreaterThan(0);
    expect(frame.names).toBeGreaterThan(0);
    const [x, y] = await h.call((x, u: number) => x.screenOf(u), 12_345);
    expect([Math.round(x), Math.round(y)]).toEqual([500, 350]);
  }, 60_000);

  it.each(SCENES)(
    'scene %s matches its golden',
    async (scene) => {
      await h.call((x) => x.fontReady());
      await h.call((x) => x.load(4, 12, 320, 240));
      if (scene === 'whole-selected') await h.call((x) => x.select(12));
      if (scene === 'whole-zoomed') await h.call((x) => x.flyTo(5));
      const png = await page.locator('#whole').screenshot();
      const file = path.join(here, `${scene}.png`);
      if (update) await writeFile(file, png);
      const golden = (await readFile(file)).toString('base64');
      const { differing, total } = await h.call(
        (x, [a, b, t]: [string, string, number]) =>
          x.compare(`data:image/png;base64,${a}`, `data:image/png;base64,${b}`, t),
        [png.toString('base64'), golden, CHANNEL_TOLERANCE],
      );
      if (differing / total > MAX_DIFFERING)
        await writeFile(path.join(screenshotsDir, `whole-golden-${scene}.actual.png`), png);
      expect(differing / total).toBeLessThanOrEqual(MAX_DIFFERING);
    },
    60_000,
  );
});
