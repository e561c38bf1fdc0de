import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@kizuna/platform/config';
import { startKizuna } from '@kizuna/launcher';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { KizunaClient } from '../support/kizuna-client.js';
import { percentile } from '../support/percentile.js';
import { browse, type BrowsingOutcome, type BrowsingPlan } from './browsing-users.js';
import { ensureGenerated } from '../support/ensure-generated.js';
import { mainThreadCpuSeconds } from '../support/main-thread-cpu.js';
import { RssSampler } from '../support/rss-sampler.js';
import { printTable } from '../support/table.js';

const USERS = 50;
const DURATION_MS = 60_000;
/** LOAD_USERS=in-process runs the users on the server's event loop, as the first version of this bench did. */
const usersInProcess = process.env.LOAD_USERS === 'in-process';

function browseOnThread(plan: BrowsingPlan): Promise<BrowsingOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./browsing-users.js', import.meta.url), { workerData: { browsingPlan: plan } });
    worker.once('message', (outcome: BrowsingOutcome) => {
      resolve(outcome);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/**
 * 50 simulated users browse the project list, the raw-data review and a finished graph for 60 s
 * on loopback, while a 150 MB file is analysed (k = 3, 6, 10) in the same process: the latency
 * people feel while the machine is busiest. The users run on their own thread (LOAD_USERS=in-process:
 * on the server's), and the server's event-loop delay is reported beside their latencies.
 */
export async function loadBench(): Promise<void> {
  const small = ensureGenerated({ posts: 20_000, groups: 6, mixing: 0.2, seed: 2 });
  const large = ensureGenerated({ posts: 550_000, groups: 6, mixing: 0.2, seed: 1 });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-bench-load-'));
  // WORKER_NICE from the environment, to compare priorities (e.g. WORKER_NICE=0: workers as the event loop).
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    PORT: '0',
    HOST: '127.0.0.1',
    WORKER_NICE: process.env.WORKER_NICE,
  });
  const kizuna = await startKizuna(config);
  const memory = new RssSampler();
  try {
    const client = KizunaClient.of(kizuna);
    await client.signIn('admin@example.com');
    const browsed = await client.register(small, '3');
    await client.analyse(browsed.projectId, browsed.runs);
    const busy = await client.register(large, '3,6,10');
    const analysisStart = performance.now();
    await client.start(busy.runs);
    const watch = client.waitForRuns(busy.projectId, 500).then(
      () => performance.now() - analysisStart,
      (err: Error) => {
        console.log(`the analysis failed: ${err.message}`);
        return NaN;
      },
    );

    const plan: BrowsingPlan = {
      base: client.base,
      token: client.token,
      smallProjectId: browsed.projectId,
      largeProjectId: busy.projectId,
      doneRun: browsed.runs[0],
      users: USERS,
      durationMs: DURATION_MS,
    };
    // How long the server's event loop was held up: a request waits at least this long.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const cpuBefore = mainThreadCpuSeconds();
    const { latency, errors, errorSamples } = usersInProcess ? await browse(plan) : await browseOnThread(plan);
    loopDelay.disable();
    const mainCpu = mainThreadCpuSeconds() - cpuBefore;
    const kinds = Object.keys(latency);
    const peakMb = memory.takePeakMb();
    const ms = (x: number) => `${x.toFixed(0)} ms`;
    const all = Object.values(latency).flat();
    console.log(
      `\nload: ${USERS} users (${usersInProcess ? 'on the server’s event loop' : 'on their own thread'}) for ${DURATION_MS / 1000} s while ${path.basename(large)} (${busy.rows} posts, k = 3, 6, 10) is analysed; WORKER_NICE ${config.workerNice}; peak RSS ${peakMb.toFixed(0)} MB; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    console.log(
      `server main thread CPU: ${mainCpu.toFixed(1)} s in ${DURATION_MS / 1000} s (${((mainCpu * 1000) / Object.values(latency).flat().length).toFixed(2)} ms per request, analysis work on it included)`,
    );
    const delayMs = (p: number) => (loopDelay.percentile(p) / 1e6).toFixed(0);
    console.log(
      `server event loop delay: p50 ${delayMs(50)} ms, p95 ${delayMs(95)} ms, p99 ${delayMs(99)} ms, max ${(loopDelay.max / 1e6).toFixed(0)} ms`,
    );
    printTable(
      ['call', 'requests', 'p50', 'p95', 'max', 'errors'],
      [
        ...kinds.map((k) => [
          k,
          latency[k].length,
          ms(percentile(latency[k], 50)),
          ms(percentile(latency[k], 95)),
          ms(Math.max(...latency[k])),
          errors[k],
        ]),
        [
          'all',
          all.length,
          ms(percentile(all, 50)),
          ms(percentile(all, 95)),
          ms(Math.max(...all)),
          Object.values(errors).reduce((a, b) => a + b, 0),
        ],
      ],
    );
    for (const sample of errorSamples) console.log(`error: ${sample}`);
    const doneMs = await Promise.race([watch, new Promise<number>((r) => setTimeout(() => r(NaN), 120_000))]);
    console.log(
      Number.isFinite(doneMs)
        ? `the analysis finished ${(doneMs / 1000).toFixed(1)} s after analyze_start (under load)`
        : 'the analysis had not finished 2 minutes after the load ended',
    );
  } finally {
    memory.stop();
    await kizuna.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
