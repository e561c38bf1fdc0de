import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { loadConfig } from '@kizuna/platform/config';
import { threadCpuMs } from '@kizuna/platform/threads';
import { startKizuna } from '@kizuna/launcher';
import { ensureGenerated } from '../support/ensure-generated.js';
import { describeHostReference, measureHostReference } from '../support/host-reference.js';
import { KizunaClient, type RegisteredProject } from '../support/kizuna-client.js';
import { percentile } from '../support/percentile.js';
import { printTable } from '../support/table.js';
import { warmReview } from './review-probes.js';

/** Restarts measured with the review index gone, as a restart before its build ended finds it. */
const RESTARTS = 3;

/** The data mixes: the review bench's file, and the same size in Japanese only (longer UTF-8 lines, more kana grams). */
const MIXES = {
  default: { groups: 6, mixing: 0.2, seed: 1 },
  ja: { groups: 6, mixing: 0.2, seed: 1, japaneseShare: 1 },
} as const;

interface PageTimes {
  first: number;
  next: number;
  /** A page four fifths into the file: in file order, the lines up to it are found by reading the file once. */
  deep: number;
  preparing: boolean;
  percent: number;
}

/**
 * Detail (the raw-data review screen) at every moment a team opens it, on the 550k-post file:
 * while another file registers, while an analysis tokenizes, while it computes communities, and
 * after a restart before the review index is built. At each moment a project whose review index
 * is not built yet is opened: its first page (as the screen asks, oldest first), the next one, and
 * one four fifths in, timed through HTTP. Then, once the indexes are built, 300 pages, sorts and
 * searches (review-probes.ts). `BENCH_DETAIL_MIX=ja` uses the Japanese-only file,
 * `BENCH_DETAIL_POSTS=20000` tries the section on a small one.
 */
export async function detailMomentsBench(): Promise<void> {
  const mixName = (process.env.BENCH_DETAIL_MIX ?? 'default') as keyof typeof MIXES;
  const posts = Number(process.env.BENCH_DETAIL_POSTS ?? 550_000);
  const file = ensureGenerated({ posts, ...MIXES[mixName] });
  const before = measureHostReference();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-bench-detail-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', PORT: '0', HOST: '127.0.0.1' });
  const objectsDir = config.objects.kind === 'local' ? config.objects.directory : dataDir;
  const loads: number[] = [os.loadavg()[0]];
  const moments: Array<[string, PageTimes]> = [];
  /** Each moment printed as soon as measured: a run cut short on a loaded machine keeps what it had. */
  const measured = (label: string, t: PageTimes) => {
    moments.push([label, t]);
    say(
      `${label}: first ${t.first.toFixed(1)} ms, next ${t.next.toFixed(1)} ms, 4/5 in ${t.deep.toFixed(1)} ms, preparing ${t.preparing ? `${t.percent}%` : 'no'}`,
    );
  };
  const t0 = performance.now();
  /** What the bench is at, on stderr, so a long run on a loaded machine can be followed. */
  const say = (what: string) =>
    console.error(
      `[detail ${((performance.now() - t0) / 1000).toFixed(0)} s, load ${os.loadavg()[0].toFixed(1)}] ${what}`,
    );
  // The services share this thread's event loop (embedded mode): how long it was held, by phase.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const phases: Array<[string, { p99: number; max: number; holds: number }]> = [];
  // Each hold over 100 ms, logged when it ends (with the GC that ran in it, if one did), so a
  // hold can be matched with what the services were doing then.
  let holds = 0;
  let lastGc = { at: 0, ms: 0, kind: 0 };
  const gcs = new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.duration > 50)
        lastGc = {
          at: e.startTime,
          ms: e.duration,
          kind: (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0,
        };
  });
  gcs.observe({ entryTypes: ['gc'] });
  // With this thread's CPU time in the hold: at nice 19 on a loaded machine most of a hold can be
  // the thread waiting for a core (a probe saw 61 holds of 10 s in all with 0.33 s of CPU).
  let tick = performance.now();
  let tickCpu = threadCpuMs();
  const ticker = setInterval(() => {
    const now = performance.now();
    const cpu = threadCpuMs();
    if (now - tick > 110) {
      holds++;
      const gc = lastGc.at >= tick ? `, GC (kind ${lastGc.kind}) ${lastGc.ms.toFixed(0)} ms in it` : '';
      const ran = cpu !== null && tickCpu !== null ? ` (this thread's CPU ${cpu - tickCpu} ms)` : '';
      say(`event loop held ${(now - tick - 10).toFixed(0)} ms${ran}${gc}`);
    }
    tick = now;
    tickCpu = cpu;
  }, 10);
  const phaseEnds = (label: string) => {
    phases.push([label, { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6, holds }]);
    say(
      `${label}: event loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms, max ${(loop.max / 1e6).toFixed(0)} ms, ${holds} holds over 100 ms`,
    );
    loop.reset();
    holds = 0;
  };
  let kizuna = await startKizuna(config);
  loop.enable();
  holds = 0;
  try {
    let client = await signedIn(kizuna);
    // Three projects registered and never opened: each moment opens one whose index is not built.
    // Each registration starts its project's tokenizing in the background; the moments begin once
    // that work is over, so each is what it says.
    const registered: RegisteredProject[] = [];
    for (const name of ['a', 'b', 'c'])
      registered.push(await client.registerUpload(await client.upload(file), '3', name));
    const [a, b, c] = registered;
    say('a, b, c registered; waiting for their tokenizing to end');
    await untilQuiet();
    say('quiet');
    phaseEnds('registering a, b, c and tokenizing their posts');
    loads.push(os.loadavg()[0]);

    // While a fourth copy registers (rows being validated).
    const upload = await client.upload(file);
    const registering = client.registerUpload(upload, '3', 'd');
    await until(async () => (await registerProgress(client, upload.path_s3)) > 0);
    measured('while another file registers', await openDetail(client, a.projectId, a.rows));
    say('measured while another file registers');
    const d = await registering;
    phaseEnds('registering d');
    loads.push(os.loadavg()[0]);

    // Registered: d's posts are being tokenized now (analysis.prepare.v1), before anyone presses Start.
    measured('while an analysis tokenizes', await openDetail(client, b.projectId, b.rows));
    say('measured while tokenizing');
    loads.push(os.loadavg()[0]);

    // Started: once its run computes the network, communities, keywords or layout.
    await client.start(d.runs);
    const stage = await untilStage(client, d.projectId, ['network', 'communities', 'keywords', 'layout']);
    measured(`while an analysis computes (${stage})`, await openDetail(client, c.projectId, c.rows));
    loads.push(os.loadavg()[0]);
    say(`measured while computing (${stage})`);
    await until(async () => (await client.waitForRuns(d.projectId)).size > 0, 1000);
    say('analysis done');
    phaseEnds('tokenizing d and its run (k = 3)');

    // After restarts that found d's index gone (removed while stopped).
    for (let i = 0; i < RESTARTS; i++) {
      await kizuna.stop();
      await removeReviewIndexes(objectsDir);
      kizuna = await startKizuna(config);
      client = await signedIn(kizuna);
      measured(`after a restart, index not built (${i + 1})`, await openDetail(client, d.projectId, d.rows));
      loads.push(os.loadavg()[0]);
    }

    phaseEnds('restarts and their first pages');

    // Once ready: the screen's usual requests on d's index (built by the last restart's first page).
    const readyAfter = performance.now();
    await until(async () => !(await openDetail(client, d.projectId, d.rows)).preparing, 250);
    const readyMs = performance.now() - readyAfter;
    say('index ready');
    const warm = await warmReview(client, d.projectId, d.rows);
    loads.push(os.loadavg()[0]);
    const after = measureHostReference();

    const ms = (x: number) => `${x.toFixed(1)} ms`;
    console.log(
      `\nDetail at every moment on ${path.basename(file)} (${d.rows} posts, mix ${mixName}; load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} during the run)`,
    );
    printTable(
      ['moment', 'first page', 'next page', 'page 4/5 in', 'preparing (percent)'],
      moments.map(([label, t]) => [
        label,
        ms(t.first),
        ms(t.next),
        ms(t.deep),
        t.preparing ? `yes (${t.percent}%)` : 'no',
      ]),
    );
    printTable(
      ['phase', 'event loop delay p99', 'max', 'holds over 100 ms'],
      phases.map(([label, d]) => [label, ms(d.p99), ms(d.max), String(d.holds)]),
    );
    console.log(`index of d ready ${(readyMs / 1000).toFixed(1)} s after the last restart's pages`);
    const row = (label: string, v: number[]) => [
      `${label} (${v.length})`,
      ms(percentile(v, 50)),
      ms(percentile(v, 95)),
      ms(Math.max(...v)),
    ];
    printTable(
      ['once ready (300 requests)', 'p50', 'p95', 'max'],
      [...Object.entries(warm.kinds).map(([kind, v]) => row(kind, v)), row('all', Object.values(warm.kinds).flat())],
    );
    console.log(`${describeHostReference(before)}; after: ${describeHostReference(after)}`);
  } finally {
    loop.disable();
    clearInterval(ticker);
    gcs.disconnect();
    await kizuna.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function signedIn(kizuna: Awaited<ReturnType<typeof startKizuna>>): Promise<KizunaClient> {
  const client = KizunaClient.of(kizuna);
  await client.signIn('admin@example.com');
  return client;
}

/** The screen opened: its first page, the next, and one four fifths in, each timed to the parsed answer. */
async function openDetail(client: KizunaClient, projectId: string, rows: number): Promise<PageTimes> {
  const timed = async (page: number) => {
    const t = performance.now();
    const answer = await client.post('/api/v1/process/get_rawdata', {
      project_id: projectId,
      page,
      max_count: 25,
      sort_key: 3,
      is_ascending: true,
      search: '',
    });
    const ms = performance.now() - t;
    if (!Array.isArray(answer.DataResult) || answer.DataResult.length !== 25)
      throw new Error(`the review page failed: ${JSON.stringify(answer).slice(0, 300)}`);
    return { ms, preparing: answer.preparing as { percent: number } | null };
  };
  const first = await timed(0);
  const next = await timed(1);
  const deep = await timed(Math.floor((rows / 25) * 0.8));
  return {
    first: first.ms,
    next: next.ms,
    deep: deep.ms,
    preparing: first.preparing !== null,
    percent: first.preparing?.percent ?? 100,
  };
}

/** Rows the registration of this upload has validated so far (0 before it starts). */
async function registerProgress(client: KizunaClient, uploadKey: string): Promise<number> {
  const res = await fetch(`${client.base}/api/v1/process/register_progress?path_s3=${encodeURIComponent(uploadKey)}`, {
    headers: { 'x-auth-token': client.token },
  });
  const answer = (await res.json()) as { active: boolean; rows_done: number };
  return answer.active ? answer.rows_done : 0;
}

/** Waits until the run is in one of `stages` (or done, which a small file may reach between two looks); answers which. */
async function untilStage(client: KizunaClient, projectId: string, stages: string[]): Promise<string> {
  let seen = '';
  await until(async () => {
    const runs = (await client.post('/api/v1/process/get_project', { project_id: projectId })).ProcessResult as Array<{
      stage: string;
      status: number;
    }>;
    if (runs.some((r) => r.status === -1)) throw new Error('the analysis failed');
    seen = runs[0].status === 2 ? 'done' : runs[0].stage;
    return seen === 'done' || stages.includes(seen);
  }, 20);
  return seen;
}

/** Waits until this process (Kizuna and its worker threads) has used under a tenth of a core for two seconds. */
async function untilQuiet(): Promise<void> {
  const deadline = performance.now() + 10 * 60 * 1000;
  for (;;) {
    const from = process.cpuUsage();
    await new Promise((r) => setTimeout(r, 2000));
    const used = process.cpuUsage(from);
    if ((used.user + used.system) / 1000 < 200 || performance.now() > deadline) return;
  }
}

async function until(check: () => Promise<boolean>, everyMs = 50): Promise<void> {
  const deadline = performance.now() + 15 * 60 * 1000;
  // A look that fails (undici gives up on a connection a loaded machine did not answer in time) is tried again.
  while (!(await check().catch(() => false))) {
    if (performance.now() > deadline) throw new Error('the moment never came');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Removes every stored review index (the service is stopped): a restart then finds none built. */
async function removeReviewIndexes(objectsDir: string): Promise<void> {
  for (const f of await readdir(objectsDir, { recursive: true }))
    if (/review-(index\.bin|search\.txt|grams\.bin)$/.test(f)) await rm(path.join(objectsDir, f), { force: true });
}
