import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotsDir } from './browser.js';
import { repoRoot } from './kizuna-server.js';

/**
 * Golden images of what the graph renderer draws: fixed small scenes (canvas-goldens/scenes.ts)
 * drawn by the real renderer in Chromium and compared with the committed PNGs. After a change
 * meant to alter the drawing, look at the new images and write them over the goldens with
 * UPDATE_GOLDENS=1 (see docs/graph-canvas.md).
 */
const here = path.join(repoRoot, 'web', 'e2e', 'canvas-goldens');
const update = process.env.UPDATE_GOLDENS === '1';
/** A channel may differ this much (of 255) before the pixel counts as different: antialiasing, not a colour change. */
const CHANNEL_TOLERANCE = 8;
/** At most this share of pixels (38 of 320 × 240) may differ: a font's edge pixels, not a line or a dot. */
const MAX_DIFFERING = 0.0005;

/** The scenes of scenes.ts, each with its golden `<name>.png` beside it. */
const SCENE_NAMES = [
  'fitted',
  'user-selected',
  'community-selected',
  'zoomed-labels',
  'preview-filter-located',
  'coordination-rings',
];

interface Golden {
  render(name: string): string;
  compare(a: string, b: string, tolerance: number): Promise<{ differing: number; total: number }>;
  names: string[];
}

describe('the graph canvas draws what its goldens show', () => {
  let browser: Browser;
  let page: Page;
  let names: string[] = [];

  beforeAll(async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(here, 'bundle.mjs')], {
      maxBuffer: 16 * 1024 * 1024,
    });
    browser = await launchBrowser(['--font-render-hinting=none']);
    const context = await browser.newContext({ viewport: { width: 400, height: 300 }, deviceScaleFactor: 1 });
    page = await context.newPage();
    await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
    await page.addScriptTag({ content: stdout });
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
    const file = path.join(here, `${name}.png`);
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
