import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@kizuna/platform/config';
import { startKizuna } from '@kizuna/launcher';
import { KizunaClient, percentile } from '../review/kizuna-client.js';
import { ensureGenerated } from '../support/ensure-generated.js';
import { RssSampler } from '../support/rss-sampler.js';
import { printTable } from '../support/table.js';

const USERS = 50;
const DURATION_MS = 60_000;

/**
 * 50 simulated users browse the project list, the raw-data review and a finished graph for 60 s
 * on loopback, while a 150 MB file is analysed (k = 3, 6, 10) in the same process: the latency
 * people feel while the machine is busiest.
 */
export async function loadBench(): Promise<void> {
  const small = ensureGenerated({ posts: 20_000, groups: 6, mixing: 0.2, seed: 2 });
  const large = ensureGenerated({ posts: 550_000, groups: 6, mixing: 0.2, seed: 1 });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-bench-load-'));
  const kizuna = await startKizuna(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', PORT: '0', HOST: '127.0.0.1' }));
  const memory = new RssSampler();
  try {
    const base = `http://127.0.0.1:${(kizuna.http!.getHttpServer().address() as { port: number }).port}`;
    const client = new KizunaClient(base);
    await client.signIn('admin@example.com');
    const browsed = await client.register(small, '3');
    await client.analyse(browsed.projectId, browsed.runs);
    const busy = await client.register(large, '3,6,10');
    const analysisStart = performance.now();
    await client.post('/api/v1/process/analyze_start', { list_process_id: busy.runs.join(',') });
    const watch = (async () => {
      for (;;) {
        const runs = (await client.post('/api/v1/process/get_project', { project_id: busy.projectId }))
          .ProcessResult as Array<{ status: number }>;
        if (runs.every((r) => r.status === 2 || r.status === -1)) return performance.now() - analysisStart;
        await new Promise((r) => setTimeout(r, 500));
      }
    })();

    const run = browsed.runs[0];
    const calls: Record<string, () => Promise<unknown>> = {
      'project list': () => client.post('/api/v1/process/list_data', { page: 0, max_count: 25, sort_key: 0 }),
      'raw-data review': () =>
        client.post('/api/v1/process/get_rawdata', {
          project_id: Math.random() < 0.5 ? browsed.projectId : busy.projectId,
          page: Math.floor(Math.random() * 200),
          max_count: 25,
          sort_key: Math.floor(Math.random() * 4),
          is_ascending: Math.random() < 0.5,
          search: Math.random() < 0.2 ? 'news' : '',
        }),
      graph: () => client.post('/api/v1/analyze/cluster/get_graph', { process_id: run }),
      community: () =>
        client.post('/api/v1/analyze/cluster/get_cluster_detail', {
          process_id: run,
          cluster_id: 1 + Math.floor(Math.random() * 3),
        }),
    };
    const kinds = Object.keys(calls);
    const latency: Record<string, number[]> = Object.fromEntries(kinds.map((k) => [k, []]));
    const errors: Record<string, number> = Object.fromEntries(kinds.map((k) => [k, 0]));
    const until = performance.now() + DURATION_MS;
    await Promise.all(
      Array.from({ length: USERS }, async () => {
        while (performance.now() < until) {
          const kind = kinds[Math.floor(Math.random() * kinds.length)];
          const t = performance.now();
          try {
            await calls[kind]();
            latency[kind].push(performance.now() - t);
          } catch {
            errors[kind] += 1;
          }
          // A person reads before the next click.
          await new Promise((r) => setTimeout(r, 100 + Math.random() * 400));
        }
      }),
    );
    const peakMb = memory.takePeakMb();
    const ms = (x: number) => `${x.toFixed(0)} ms`;
    const all = Object.values(latency).flat();
    console.log(
      `\nload: ${USERS} users for ${DURATION_MS / 1000} s while ${path.basename(large)} (${busy.rows} posts, k = 3, 6, 10) is analysed; peak RSS ${peakMb.toFixed(0)} MB`,
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
