import { ensureGenerated } from '../support/ensure-generated.js';
import { printTable } from '../support/table.js';
import { percentile } from '../support/percentile.js';
import { lcg, loadAverage, withAnalysedProject } from '../support/analysed-project.js';
import { mainThreadCpuMs } from '../support/main-thread-cpu.js';

const CLUSTER = '/api/v1/analyze/cluster';
const REPEATS = 20;
const step = (what: string) => process.stderr.write(`  relations bench: ${what}\n`);
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** A first call's time, and the main thread's CPU during it (what the load average does not change). */
async function first<T extends { ms: number }>(call: () => Promise<T>): Promise<T & { cpuMs: number }> {
  const cpu = mainThreadCpuMs();
  const answer = await call();
  return { ...answer, cpuMs: mainThreadCpuMs() - cpu };
}
const firstMs = (call: { ms: number; cpuMs: number }) => `${ms(call.ms)} (CPU ${ms(call.cpuMs)})`;

/**
 * Issue 19 on the server: how communities relate, on the full-size file (550k posts, about 100k
 * users) analysed at k = 3 and k = 6. The first call of each route after the run (it reads the
 * run's files), then 20 more: the k = 6 matrix (whole run, and a tenth of the range at random
 * places), its bridges, the two runs compared, a page of the largest band's users. Then Kizuna is
 * restarted on the same data and a band's page is asked first, before any comparison, then the
 * comparison: each reads what it needs alone. Times are to the last byte over loopback (the first
 * comparison's includes parsing its answer); beside a first call's time, the CPU the process's main
 * thread (server and bench client) used during it, which shows the call's own work on a busy machine.
 */
export async function relationsBench(): Promise<void> {
  const posts = Number(process.env.BENCH_RELATIONS_POSTS ?? 550_000);
  const file = ensureGenerated({ posts, groups: 6, mixing: 0.2, seed: 1, usersPerPost: 0.2 });
  await withAnalysedProject('relations', file, '3,6', step, async (project) => {
    const [k3, k6] = [project.runOf(3), project.runOf(6)];
    const graph = (await project.client.post(`${CLUSTER}/get_graph`, { process_id: k6 })).data as {
      time_range_data: Array<[number, number]>;
      users_total: number;
    };
    const times = graph.time_range_data.map(([t]) => t);
    const min = Math.min(...times);
    const max = Math.max(...times);
    // The first comparison reads both runs' membership arrays: timed here, where it is first asked.
    let comparison = { users: [] as number[][] };
    const firstComparison = await first(async () => {
      const askedAt = performance.now();
      const answer = await project.client.post(`${CLUSTER}/get_run_comparison`, {
        process_id: k6,
        other_process_id: k3,
      });
      comparison = answer.data as typeof comparison;
      return { ms: performance.now() - askedAt, bytes: 0 };
    });
    let band = { from: 1, to: 1, users: 0 };
    comparison.users.forEach((row, i) =>
      row.forEach((users, j) => users > band.users && (band = { from: i + 1, to: j + 1, users })),
    );
    const bandPage = (page: number) => ({
      process_id: k6,
      other_process_id: k3,
      cluster_id: band.from,
      other_cluster_id: band.to,
      page,
      max_count: 25,
    });

    const random = lcg(19);
    const tenth = (max - min) / 10;
    const cases: Array<[string, string, () => object]> = [
      ['interaction matrix, whole run', 'get_interaction_matrix', () => ({ process_id: k6 })],
      [
        'interaction matrix, a tenth of the range',
        'get_interaction_matrix',
        () => {
          const start = min + random() * (max - min - tenth);
          return { process_id: k6, date_start: start, date_end: start + tenth };
        },
      ],
      ['bridges, every community', 'get_bridges', () => ({ process_id: k6, cluster_id: 0 })],
      ['k = 6 compared with k = 3', 'get_run_comparison', () => ({ process_id: k6, other_process_id: k3 })],
      [
        `users of the largest band (${band.users.toLocaleString('en')}), 25 a page`,
        'get_comparison_members',
        () => bandPage(Math.floor(random() * Math.max(1, band.users / 25))),
      ],
    ];
    step('routes');
    const rows: Array<Array<string | number>> = [];
    for (const [name, route, body] of cases) {
      const firstCall =
        route === 'get_run_comparison'
          ? firstComparison
          : await first(() => project.client.timedPost(`${CLUSTER}/${route}`, body()));
      const took: number[] = [];
      let bytes = firstCall.bytes;
      for (let i = 0; i < REPEATS; i++) {
        const r = await project.client.timedPost(`${CLUSTER}/${route}`, body());
        took.push(r.ms);
        bytes = Math.max(bytes, r.bytes);
      }
      rows.push([
        name,
        firstMs(firstCall),
        ms(percentile(took, 50)),
        ms(percentile(took, 95)),
        ms(Math.max(...took)),
        `${bytes} B`,
      ]);
    }

    step('restarting');
    await project.restart();
    const bandFirst = await first(() => project.client.timedPost(`${CLUSTER}/get_comparison_members`, bandPage(0)));
    const comparisonAfter = await first(() =>
      project.client.timedPost(`${CLUSTER}/get_run_comparison`, { process_id: k6, other_process_id: k3 }),
    );

    console.log(
      `\n**How communities relate** (${posts.toLocaleString('en')} posts, ${graph.users_total.toLocaleString('en')} users, ` +
        `k = 3 and 6; analysis of both ${project.analyseS.toFixed(1)} s; relations.json of k = 6 ` +
        `${((await project.size(`results/${k6}/relations.json`)) / 1e3).toFixed(1)} kB, membership arrays ` +
        `${((await project.size(`results/${k6}/membership.bin`)) / 1e6).toFixed(2)} MB, window index ` +
        `${((await project.size(`results/${k6}/window.bin`)) / 1e6).toFixed(1)} MB; load average ${loadAverage()})\n`,
    );
    printTable(['route', 'first after the run (main thread CPU)', 'p50', 'p95', 'max', 'answer'], rows);
    console.log(
      `\n- after a restart: the largest band's first page asked first ${firstMs(bandFirst)}, ` +
        `then the first comparison ${firstMs(comparisonAfter)} (load average ${loadAverage()})`,
    );
  });
}
