/// <reference lib="dom" />
// The functions passed to page.evaluate run in the browser.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describeHostReference, measureHostReference } from '../support/host-reference.js';
import type { KizunaClient } from '../support/kizuna-client.js';
import { benchDataDir } from '../support/paths.js';
import { percentile } from '../support/percentile.js';
import { printTable } from '../support/table.js';
import { mainThreadSplit, SPLIT_CATEGORIES } from './main-thread-split.js';
import { browserRssMb, launchBenchBrowser, signedInPage, startBenchKizuna } from './bench-browser.js';

const PER_GROUP = 1000;
const ms = (x: number) => `${x.toFixed(0)} ms`;
const step = (what: string) => process.stderr.write(`  whole-graph page bench: ${what}\n`);

/**
 * A run of `users` users in retweet groups of 1,000 (each retweets its group's first user and one
 * other member, on one of ten days), as the 20,000-user browser test has them: every user is in
 * the network. Written once into the bench's data folder.
 */
export async function groupsCsv(users: number): Promise<string> {
  const file = path.join(benchDataDir(), `whole-page-${users}.csv`);
  if (existsSync(file)) return file;
  await mkdir(benchDataDir(), { recursive: true });
  const rows = ['screen_name,text,created_at,followers_count'];
  for (let g = 0; g * PER_GROUP < users; g++)
    for (let i = 0; i < Math.min(PER_GROUP, users - g * PER_GROUP); i++) {
      const day = String(1 + ((g + i) % 10)).padStart(2, '0');
      const other = (i * 7 + 1) % PER_GROUP;
      if (i > 0) rows.push(`g${g}u${i},"RT @g${g}u0: topic${g} news",2024-03-${day} 10:00:00,10`);
      rows.push(`g${g}u${i},"RT @g${g}u${other}: topic${g} talk",2024-03-${day} 11:00:00,10`);
    }
  await writeFile(file, rows.join('\n') + '\n');
  return file;
}

/**
 * Until the whole graph is answered (the project's layout is made while it is prepared); the
 * answer's size unzipped, as fetch unzips gzip.
 */
async function waitForWholeGraph(client: KizunaClient, processId: string): Promise<number> {
  for (;;) {
    const answer = await fetch(`${client.base}/api/v1/analyze/cluster/get_whole_graph`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Auth-Token': client.token, 'Accept-Encoding': 'gzip' },
      body: JSON.stringify({ process_id: processId }),
    });
    if (answer.status === 200) return (await answer.arrayBuffer()).byteLength;
    if (answer.status !== 409) throw new Error(`get_whole_graph: ${answer.status} ${await answer.text()}`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/**
 * Times one pointer action on the graph: until the renderer reports the frame that shows it
 * (its data attribute changes as the frame is drawn), and until the frame after it (by then the
 * GPU has drawn it, unless the main thread was busy with other work).
 */
async function pointerUntil(
  page: Page,
  act: () => Promise<void>,
  attribute: 'hoveredUser' | 'selectedUser',
): Promise<{ frame: number; next: number; user: number } | null> {
  await page.evaluate((attr) => {
    const w = window as unknown as { __t0: number; __frame: number; __next: number };
    [w.__t0, w.__frame, w.__next] = [NaN, NaN, NaN];
    // The first pointer event of the action (press or move) starts the clock.
    for (const type of ['pointermove', 'pointerdown'])
      document.addEventListener(type, () => (w.__t0 = Number.isNaN(w.__t0) ? performance.now() : w.__t0), {
        capture: true,
        once: true,
      });
    const el = document.querySelector<HTMLElement>('[data-testid="graph-canvas"]')!;
    const was = el.dataset[attr];
    new MutationObserver((_m, observer) => {
      if (el.dataset[attr] === was) return;
      observer.disconnect();
      w.__frame = performance.now();
      requestAnimationFrame(() => (w.__next = performance.now()));
    }).observe(el, { attributes: true });
  }, attribute);
  await act();
  return page.evaluate(async (attr) => {
    const w = window as unknown as { __t0: number; __frame: number; __next: number };
    const started = performance.now();
    while (Number.isNaN(w.__next)) {
      // Nothing under the pointer: no frame comes (a hover takes well under this).
      if (performance.now() - started > 1500) return null;
      await new Promise((r) => setTimeout(r, 10));
    }
    const el = document.querySelector<HTMLElement>('[data-testid="graph-canvas"]')!;
    return { frame: w.__frame - w.__t0, next: w.__next - w.__t0, user: Number(el.dataset[attr]) };
  }, attribute);
}

/**
 * The WebGL view on the real results page (issue 59, item 7), where the bench `whole-graph`
 * drives the renderer on a page of its own: a run of BENCH_WHOLE_USERS users (104,000 by
 * default) analysed by the product, then the graph page in headless Chromium with software WebGL
 * (SwiftShader), 1280 × 800. From navigation to data-ready (every user drawn) and the frame after
 * it, where the time went (the page's marks and the answer's resource timing), then hover and
 * select with the pointer as a person's, and the tab's memory.
 */
export async function wholeGraphPageBench(): Promise<void> {
  const users = Number(process.env.BENCH_WHOLE_USERS ?? 104_000);
  const file = await groupsCsv(users);
  const kizuna = await startBenchKizuna('whole-page');
  const browser = await launchBenchBrowser({ webgl: true });
  try {
    const { client } = kizuna;
    step(`registering ${path.basename(file)}`);
    const { projectId, runs } = await client.register(file, '6');
    step('analysing');
    const t0 = performance.now();
    await client.analyse(projectId, runs);
    const processId = runs[0];
    const answerBytes = await waitForWholeGraph(client, processId);
    const preparedS = (performance.now() - t0) / 1000;

    const before = measureHostReference();
    const page = await signedInPage(browser, client.base, { viewport: { width: 1280, height: 800 }, locale: 'ja-JP' });
    const context = page.context();
    await page.addInitScript(() => {
      // data-ready with every user drawn, since navigation; and the frame after it (the GPU has drawn it).
      const w = window as unknown as { __ready: number; __drawn: number };
      new MutationObserver((_m, observer) => {
        const el = document.querySelector<HTMLElement>('[data-testid="graph-canvas"][data-renderer="webgl"]');
        if (el?.dataset.ready !== 'true' || el.dataset.usersDrawn !== el.dataset.usersTotal) return;
        w.__ready = performance.now();
        // On the page's timeline too, where the main thread's CPU is split by marks.
        performance.mark('bench:data-ready');
        observer.disconnect();
        requestAnimationFrame(() => (w.__drawn = performance.now()));
      }).observe(document, { subtree: true, attributes: true, childList: true });
    });
    const graphUrl = `${client.base}/files/graph/${projectId}/${processId}`;
    const ready: number[] = [];
    const drawn: number[] = [];
    const marks = new Map<string, number[]>();
    const resources = new Map<string, number[]>();
    /** Per mark: the main thread's CPU since the mark before, and the wall time (ms). */
    const cpu = new Map<string, { cpu: number[]; wall: number[]; at: number[] }>();
    const profileTo = process.env.BENCH_WHOLE_PROFILE;
    const cdp = profileTo ? await context.newCDPSession(page) : null;
    for (let i = 0; i < 4; i++) {
      step(`navigation ${i + 1}`);
      if (cdp && i === 1) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
        await cdp.send('Profiler.start');
      }
      // The main thread's CPU split by the page's marks (a trace: each task's thread time).
      const categories = process.env.BENCH_WHOLE_TRACE
        ? [...SPLIT_CATEGORIES, 'devtools.timeline', 'v8.execute', 'gpu']
        : SPLIT_CATEGORIES;
      if (i > 0) await browser.startTracing(page, { categories });
      await page.goto(`${graphUrl}?n=${i}`);
      await page.waitForFunction(() => (window as unknown as { __drawn?: number }).__drawn, null, {
        timeout: 120_000,
        polling: 100,
      });
      if (i > 0) {
        const buffer = await browser.stopTracing();
        // BENCH_WHOLE_TRACE=<file>: the second navigation's trace too, for DevTools' Performance panel.
        if (process.env.BENCH_WHOLE_TRACE && i === 1) await writeFile(process.env.BENCH_WHOLE_TRACE, buffer);
        const trace = JSON.parse(buffer.toString()) as Parameters<typeof mainThreadSplit>[0];
        for (const s of mainThreadSplit(trace, ['whole-graph:', 'bench:'])) {
          const row = cpu.get(s.mark) ?? { cpu: [], wall: [], at: [] };
          row.at.push(s.atMs);
          row.cpu.push(s.cpuMs);
          row.wall.push(s.wallMs);
          cpu.set(s.mark, row);
        }
      }
      if (cdp && profileTo && i === 1) {
        const { profile } = await cdp.send('Profiler.stop');
        await writeFile(profileTo, JSON.stringify(profile));
      }
      const at = await page.evaluate(() => {
        const w = window as unknown as { __ready: number; __drawn: number };
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const whole = entries.find((r) => r.name.includes('get_whole_graph'));
        const graphChunk = entries.find((r) => /\/GraphPage-[^/]*\.js$/.test(r.name));
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        return {
          ready: w.__ready,
          drawn: w.__drawn,
          marks: performance.getEntriesByType('mark').map(({ name, startTime }) => ({ name, startTime })),
          resources: {
            'graph screen code loaded': graphChunk?.responseEnd ?? NaN,
            'get_graph (JSON) answered': entries.find((r) => r.name.endsWith('/get_graph'))?.responseEnd ?? NaN,
            'get_whole_graph asked': whole?.requestStart ?? NaN,
            'get_whole_graph answered': whole?.responseEnd ?? NaN,
            'DOM content loaded': navigation?.domContentLoadedEventEnd ?? NaN,
            'the load event': navigation?.loadEventStart ?? NaN,
          },
        };
      });
      // The first navigation finds the browser's cache empty; the rest are the figures.
      if (i === 0) continue;
      ready.push(at.ready);
      drawn.push(at.drawn);
      for (const { name, startTime } of at.marks) marks.set(name, [...(marks.get(name) ?? []), startTime]);
      for (const [name, t] of Object.entries(at.resources)) resources.set(name, [...(resources.get(name) ?? []), t]);
    }
    const usersTotal = Number(await page.getByTestId('graph-canvas').getAttribute('data-users-total'));

    step('hover and select');
    // Points on a grid over the middle of the view; those with a user under them are hovered, then clicked.
    const box = (await page.getByTestId('graph-canvas').boundingBox())!;
    const hover: number[] = [];
    const hoverNext: number[] = [];
    const select: number[] = [];
    const selectNext: number[] = [];
    for (let gx = 0; gx < 12 && select.length < 8; gx++)
      for (let gy = 0; gy < 6 && select.length < 8; gy++) {
        const x = box.x + box.width * (0.2 + (0.6 * gx) / 11);
        const y = box.y + box.height * (0.2 + (0.6 * gy) / 5);
        const h = await pointerUntil(page, () => page.mouse.move(x, y), 'hoveredUser');
        if (!h || h.user < 0) continue;
        hover.push(h.frame);
        hoverNext.push(h.next);
        const selected = await page.getByTestId('graph-canvas').getAttribute('data-selected-user');
        if (selected === String(h.user)) continue;
        // BENCH_WHOLE_PROFILE: the first select's CPU profile too, beside the navigation's.
        const profiled = cdp && profileTo && select.length === 0;
        if (profiled) await cdp.send('Profiler.start');
        const s = await pointerUntil(
          page,
          async () => {
            await page.mouse.down();
            await page.mouse.up();
          },
          'selectedUser',
        );
        if (profiled) {
          const { profile } = await cdp.send('Profiler.stop');
          await writeFile(profileTo.replace(/(\.cpuprofile)?$/, '.select.cpuprofile'), JSON.stringify(profile));
        }
        if (s) {
          select.push(s.frame);
          selectNext.push(s.next);
        }
        // The user's detail opens; the next point starts from the picture again.
        await page.getByTestId('node-detail').waitFor({ timeout: 30_000 });
      }
    const rss = browserRssMb();
    const after = measureHostReference();

    console.log(
      `\n## The WebGL view on the results page, ${usersTotal.toLocaleString('en')} users (SwiftShader, 1280 × 800)\n`,
    );
    console.log(
      `${path.basename(file)}: prepared and analysed (k = 6) in ${preparedS.toFixed(0)} s; whole graph ${(answerBytes / 1e6).toFixed(1)} MB unzipped (--only whole-graph-wire counts the wire); load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(`host reference before: ${describeHostReference(before)}; after: ${describeHostReference(after)}`);
    const row = (what: string, xs: number[], goal = '') =>
      xs.length ? [what, ms(percentile(xs, 50)), ms(Math.max(...xs)), goal] : [what, '—', '—', goal];
    printTable(
      ['since navigation (3 navigations after a first)', 'median', 'max', 'goal'],
      [
        row('data-ready: every user drawn', ready, '≤ 3000 ms'),
        row('the frame after it (the GPU has drawn it)', drawn, '≤ 3000 ms'),
        ...[...resources].map(([name, xs]) => row(`  ${name}`, xs)),
        ...[...marks]
          .sort((a, b) => percentile(a[1], 50) - percentile(b[1], 50))
          .map(([name, xs]) => row(`  mark ${name}`, xs)),
      ],
    );
    // Medians of each step's CPU and wall time, in the order of the marks.
    printTable(
      ['main thread, from the mark before to this one', 'CPU median', 'CPU max', 'wall median'],
      [
        ...[...cpu]
          .sort((a, b) => percentile(a[1].at, 50) - percentile(b[1].at, 50))
          .map(([mark, { cpu: c, wall }]) => [
            mark,
            ms(percentile(c, 50)),
            ms(Math.max(...c)),
            ms(percentile(wall, 50)),
          ]),
        (() => {
          const total = [...cpu.values()].reduce((sum, r) => sum + percentile(r.cpu, 50), 0);
          return ['sum of the medians (navigation → data-ready)', ms(total), '', ''];
        })(),
      ],
    );
    printTable(
      ['step', 'median', 'max', 'goal'],
      [
        row(`hover: pointer moved → the frame with its relations (${hover.length})`, hover, '≤ 200 ms'),
        row('  … and the frame after it', hoverNext, ''),
        row(`select: click → the frame with the user and its neighbours lit (${select.length})`, select, '≤ 200 ms'),
        row('  … and the frame after it (the page renders its panels between)', selectNext, ''),
        ['the tab (its renderer process, resident)', `${rss.tab.toFixed(0)} MB`, '', '≤ 600 MB'],
        ['the GPU process (SwiftShader)', `${rss.gpu.toFixed(0)} MB`, '', ''],
      ],
    );
    await context.close();
  } finally {
    await browser.close();
    await kizuna.stop();
  }
}
