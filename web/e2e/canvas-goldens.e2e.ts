import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotsDir } from './browser.js';
import { repoRoot } from './kizuna-server.js';

/**
 * Golden images of what the graph renderer draws: fixed small scenes (canvas-goldens/scenes.ts)
 * drawn by the real renderer in Chromium and compared with the committed PNGs. After a change
 * meant to alter the drawing, look at the new images and write them over the goldens with
 * UPDATE_GOLDENS=1 (see docs/graph-canvas.md).
 *
 * The names are drawn in the canvas's own font (canvas-font.ts), never the machine's generic
 * sans-serif: Noto Sans from the npm package the SPA ships, loaded here from the same files, and
 * IPA P Gothic (Debian's fonts-ipafont-gothic) for Japanese. Whether fonts-liberation or any other
 * font is installed does not change a pixel.
 */
const here = path.join(repoRoot, 'web', 'e2e', 'canvas-goldens');
/** Says in each golden's file name which font drew it (canvas-goldens/README.md). */
const GOLDEN_FONT = 'noto-sans';
/** The faces the SPA loads through @fontsource/noto-sans (main.tsx), as font files: [weight, file]. */
const NOTO_SANS_FACES: Array<[string, string]> = [
  ['400', '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2'],
  ['700', '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2'],
];
/** Japanese names fall to this installed font (scripts/ensure-browser.sh installs it). */
const JAPANESE_FONT = 'IPAPGothic';
const update = process.env.UPDATE_GOLDENS === '1';
/** A channel may differ this much (of 255) before the pixel counts as different: antialiasing, not a colour change. */
const CHANNEL_TOLERANCE = 8;
/** At most this share of pixels (38 of 320 × 240) may differ: a font's edge pixels, not a line or a dot. */
const MAX_DIFFERING = 0.0005;

/** The scenes of scenes.ts, each with its golden `<name>.<GOLDEN_FONT>.png` beside it. */
const SCENE_NAMES = [
  'fitted',
  'user-selected',
  'community-selected',
  'zoomed-labels',
  'preview-filter-located',
  'coordination-rings',
];

interface Golden {
  fontReady(): Promise<void>;
  render(name: string): string;
  compare(a: string, b: string, tolerance: number): Promise<{ differing: number; total: number }>;
  names: string[];
}

describe('the graph canvas draws what its goldens show', () => {
  let browser: Browser;
  let page: Page;
  let names: string[] = [];

  beforeAll(async () => {
    const families = (await promisify(execFile)('fc-list', [':', 'family'])).stdout;
    if (!families.includes(JAPANESE_FONT))
      throw new Error(`${JAPANESE_FONT} is not installed: run scripts/ensure-browser.sh (fonts-ipafont-gothic)`);
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(here, 'bundle.mjs')], {
      maxBuffer: 16 * 1024 * 1024,
    });
    browser = await launchBrowser(['--font-render-hinting=none']);
    const context = await browser.newContext({ viewport: { width: 400, height: 300 }, deviceScaleFactor: 1 });
    page = await context.newPage();
    await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
    await page.addScriptTag({ content: stdout });
    const fromWeb = createRequire(path.join(repoRoot, 'web', 'package.json'));
    const faces = await Promise.all(
      NOTO_SANS_FACES.map(async ([weight, file]) => [
        weight,
        (await readFile(fromWeb.resolve(file))).toString('base64'),
      ]),
    );
    // The SPA's @font-face rules, as FontFace objects: the bundle carries no CSS.
    await page.evaluate(async (list) => {
      for (const [weight, base64] of list) {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const face = new FontFace('Noto Sans', bytes, { weight });
        document.fonts.add(face);
        await face.load();
      }
      await (window as unknown as { kizunaGolden: Golden }).kizunaGolden.fontReady();
    }, faces);
    names = await page.evaluate(() => (window as unknown as { kizunaGolden: Golden }).kizunaGolden.names);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('checks every scene, and every scene draws something', async () => {
    expect(names).toEqual(SCENE_NAMES);
    for (const name of names) {
      const blank = await page.evaluate(async (n) => {
        const g = (window as unknown as { kizunaGolden: Golden }).kizunaGolden;
        const empty = document.createElement('canvas');
        [empty.width, empty.height] = [320, 240];
        return g.compare(g.render(n), empty.toDataURL('image/png'), 0);
      }, name);
      // A renderer that draws nothing would match an empty golden: each scene covers real pixels.
      expect(blank.differing / blank.total).toBeGreaterThan(0.02);
    }
  });

  it.each(SCENE_NAMES)('scene %s matches its golden', async (name) => {
    const drawn = await page.evaluate(
      (n) => (window as unknown as { kizunaGolden: Golden }).kizunaGolden.render(n),
      name,
    );
    const file = path.join(here, `${name}.${GOLDEN_FONT}.png`);
    const png = Buffer.from(drawn.replace(/^data:image\/png;base64,/, ''), 'base64');
    if (update) await writeFile(file, png);
    const golden = `data:image/png;base64,${(await readFile(file)).toString('base64')}`;
    const { differing, total } = await page.evaluate(
      ([a, b, t]) => (window as unknown as { kizunaGolden: Golden }).kizunaGolden.compare(a, b, t),
      [drawn, golden, CHANNEL_TOLERANCE] as [string, string, number],
    );
    if (differing / total > MAX_DIFFERING) {
      // Kept for a look next to the golden.
      await mkdir(screenshotsDir, { recursive: true });
      await writeFile(path.join(screenshotsDir, `canvas-golden-${name}.actual.png`), png);
    }
    expect(differing / total).toBeLessThanOrEqual(MAX_DIFFERING);
  });
});
