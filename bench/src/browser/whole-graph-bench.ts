/// <reference lib="dom" />
// The functions passed to page.evaluate run in the browser.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { browserRssMb, launchBenchBrowser } from './bench-browser.js';
import { describeHostReference, measureHostReference } from '../support/host-reference.js';
import { repoRoot } from '../support/paths.js';
import { percentile } from '../support/percentile.js';
import { printTable } from '../support/table.js';

/** The harness of the browser test (web/e2e/whole-graph/entry.ts), as the page calls it. */
interface Harness {
  load(groups: number, perGroup: number, width: number, height: number): Promise<number>;
  fittedAt(): number;
  frame(): { usersDrawn: number; usersTotal: number; relationsInView: number; names: number } | null;
  wheel(deltaY: number): Promise<number>;
  pan(dx: number, dy: number): Promise<number>;
  hover(u: number): Promise<number>;
  select(u: number): Promise<number>;
  flyTo(u: number): Promise<number>;
}
type Step = 'wheel' | 'pan' | 'hover' | 'select' | 'flyTo';

const ms = (x: number) => `${x.toFixed(0)} ms`;
/**
 * The WebGL view's figures (issue 59, item 7) in headless Chromium with software WebGL
 * (SwiftShader) on this machine: the real renderer (`WholeGraphRenderer`) on a page of its own over
 * a whole graph of BENCH_WHOLE_USERS users (104,000 by default, the full-size upload's count)
 * built in typed arrays. First frame with every user after navigation, a frame after a wheel zoom
 * and after a pan, hover and select, flying to a user (the locator), and the browser's memory.
 * Goals: ≤ 3 s, ≤ 300 ms, ≤ 200 ms, ≤ 500 ms, ≤ 600 MB.
 */
export async function wholeGraphBench(): Promise<void> {
  const users = Number(process.env.BENCH_WHOLE_USERS ?? 104_000);
  const perGroup = 1000;
  const groups = Math.max(1, Math.round(users / perGroup));
  const before = measureHostReference();
  const root = repoRoot();
  const { stdout: bundle } = await promisify(execFile)(
    process.execPath,
    [path.join(root, 'web/e2e/canvas-goldens/bundle.mjs'), path.join(root, 'web/e2e/whole-graph/entry.ts')],
    { maxBuffer: 32 * 1024 * 1024 },
  );
  const browser = await launchBenchBrowser({ webgl: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const call = <T>(source: string, arg?: unknown): Promise<T> =>
      page.evaluate(
        ([s, a]) => (0, eval)(`(${s})`)((window as unknown as { kizunaWhole: Harness }).kizunaWhole, a) as Promise<T>,
        [source, arg] as const,
      );
    const firstFrames: number[] = [];
    /** The renderer's marks on the page's timeline: ms since the mark before, per navigation. */
    const marks = new Map<string, number[]>();
    const rendererFrames: number[] = [];
    const steps: Record<Step, number[]> = { wheel: [], pan: [], hover: [], select: [], flyTo: [] };
    let rss = { tab: 0, gpu: 0, all: 0 };
    let frame: ReturnType<Harness['frame']> = null;
    // BENCH_WHOLE_PROFILE names a file for a CPU profile of the page (Chrome's .cpuprofile, for
    // DevTools) over the first navigation's first frame, the rounds' steps left out.
    const profileTo = process.env.BENCH_WHOLE_PROFILE;
    const cdp = profileTo ? await page.context().newCDPSession(page) : null;
    for (let round = 0; round < 3; round++) {
      if (cdp && round === 0) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
        await cdp.send('Profiler.start');
      }
      // Navigation: a fresh document, the bundle, the data, the first frame with every user.
      await page.goto('about:blank');
      await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
      await page.addScriptTag({ content: bundle });
      rendererFrames.push(await call<number>('(h, a) => h.load(...a)', [groups, perGroup, 1280, 800]));
      // The frame after the first fitted one (the GPU has drawn every user); the names come a frame later.
      firstFrames.push(await call<number>('(h) => h.fittedAt()'));
      // Each mark's time since the one before it (in this navigation, in time order).
      const onPage = await page.evaluate(() =>
        performance.getEntriesByType('mark').map(({ name, startTime }) => ({ name, startTime })),
      );
      onPage.forEach(({ name, startTime }, i) =>
        marks.set(name, [...(marks.get(name) ?? []), startTime - (i ? onPage[i - 1].startTime : 0)]),
      );
      if (cdp && profileTo && round === 0) {
        const { profile } = await cdp.send('Profiler.stop');
        await writeFile(profileTo, JSON.stringify(profile));
      }
      frame = await call('(h) => h.frame()');
      const n = frame!.usersTotal;
      for (let i = 0; i < 5; i++) {
        steps.wheel.push(await call('(h, d) => h.wheel(d)', i % 2 ? 120 : -120));
        steps.pan.push(await call('(h, d) => h.pan(d[0], d[1])', [40, -30]));
        const u = Math.floor(((i + 1) * n) / 7);
        steps.hover.push(await call('(h, u) => h.hover(u)', u));
        steps.select.push(await call('(h, u) => h.select(u)', u));
        steps.flyTo.push(await call('(h, u) => h.flyTo(u)', n - 1 - i));
      }
      const now = browserRssMb();
      rss = { tab: Math.max(rss.tab, now.tab), gpu: Math.max(rss.gpu, now.gpu), all: Math.max(rss.all, now.all) };
    }
    const after = measureHostReference();
    console.log(`\n## The WebGL view, ${frame!.usersTotal.toLocaleString('en')} users (SwiftShader)\n`);
    console.log(`host reference before: ${describeHostReference(before)}; after: ${describeHostReference(after)}`);
    const row = (what: string, xs: number[], goal: string) => [what, ms(percentile(xs, 50)), ms(Math.max(...xs)), goal];
    printTable(
      ['step', 'median', 'max', 'goal'],
      [
        row('first frame with every user, after navigation', firstFrames, '≤ 3000 ms'),
        // The rest is the page's: a fresh document, the script's parse, the harness's arrays.
        row('of which the renderer: data to fitted frame', rendererFrames, ''),
        // Where the first frame's time went: the renderer's marks, each since the one before.
        ...[...marks].map(([name, at]) => row(`  … to mark ${name}`, at, '')),
        row('frame after a wheel zoom', steps.wheel, '≤ 300 ms'),
        row('frame after a pan', steps.pan, '≤ 300 ms'),
        row('hover (relations and ring drawn)', steps.hover, '≤ 200 ms'),
        row('select (colours of every user, then a frame)', steps.select, '≤ 200 ms'),
        row('locate: fly to a user, zoomed frame', steps.flyTo, '≤ 500 ms'),
        ['the tab (its renderer process, resident)', `${rss.tab.toFixed(0)} MB`, '', '≤ 600 MB'],
        ['the GPU process (SwiftShader)', `${rss.gpu.toFixed(0)} MB`, '', ''],
        ['every process of the browser', `${rss.all.toFixed(0)} MB`, '', ''],
      ],
    );
  } finally {
    await browser.close();
  }
}
