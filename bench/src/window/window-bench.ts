import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { ensureGenerated } from '../support/ensure-generated.js';
import { printTable } from '../support/table.js';
import { percentile } from '../support/percentile.js';
import { lcg, loadAverage, withAnalysedProject } from '../support/analysed-project.js';

const HOUR = 3_600_000;
const step = (what: string) => process.stderr.write(`  window bench: ${what}\n`);
const ms = (x: number) => `${x.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * Issue 9 item 1, on the server: a community's keywords and representative posts inside a time
 * window (get_cluster_window) on the full-size file (550k posts, about 100k users, k = 6), for
 * the largest community: the first window after the run (reads the run's window index and the
 * dataset's terms), then windows of three widths at random places, and every community as one.
 * Times are to the last byte over loopback, so they are the server's time plus a little.
 */
export async function windowBench(): Promise<void> {
  const posts = Number(process.env.BENCH_WINDOW_POSTS ?? 550_000);
  const file = ensureGenerated({ posts, groups: 6, mixing: 0.2, seed: 1, usersPerPost: 0.2 });
  await withAnalysedProject('window', file, '6', step, async ({ client, runOf, analyseS, size, objectsDir }) => {
    const processId = runOf(6);
    const graph = (await client.post('/api/v1/analyze/cluster/get_graph', { process_id: processId })).data as {
      nodes: Array<{ type: string; cluster_id: number }>;
      time_range_data: Array<[number, number]>;
      users_total: number;
    };
    let largest = { id: 1, size: 0 };
    for (const c of graph.nodes.filter((n) => n.type === 'community')) {
      const detail = (
        await client.post('/api/v1/analyze/cluster/get_cluster_detail', {
          process_id: processId,
          cluster_id: c.cluster_id,
        })
      ).data as { size: number };
      if (detail.size > largest.size) largest = { id: c.cluster_id, size: detail.size };
    }
    const times = graph.time_range_data.map(([t]) => t);
    const min = Math.min(...times);
    const max = Math.max(...times) + HOUR;

    const ask = (clusterId: number, start: number, end: number) =>
      client.timedPost('/api/v1/analyze/cluster/get_cluster_window', {
        process_id: processId,
        cluster_id: clusterId,
        date_start: start,
        date_end: end,
      });

    step('windows');
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const first = await ask(largest.id, min, max);
    const random = lcg(9);
    const kinds: Array<[string, number, number]> = [
      ['whole range', max - min, largest.id],
      ['a tenth of the range', (max - min) / 10, largest.id],
      ['one hour', HOUR, largest.id],
      ['whole range, every community as one (cluster 0)', max - min, 0],
    ];
    const rows: Array<Array<string | number>> = [];
    for (const [name, width, clusterId] of kinds) {
      const took: number[] = [];
      let bytes = 0;
      for (let i = 0; i < 20; i++) {
        const start = min + random() * Math.max(0, max - min - width);
        const r = await ask(clusterId, start, start + width);
        took.push(r.ms);
        bytes = Math.max(bytes, r.bytes);
      }
      rows.push([name, 20, ms(percentile(took, 50)), ms(percentile(took, 95)), ms(Math.max(...took)), `${bytes} B`]);
    }
    global.gc?.();
    const rssAfter = process.memoryUsage().rss;
    const textsSize = async () => {
      const datasets = path.join(objectsDir, 'analysis', 'datasets');
      for (const entry of await readdir(datasets, { recursive: true }))
        if (String(entry).includes(`window-texts${path.sep}`))
          return (await stat(path.join(datasets, String(entry)))).size;
      return NaN;
    };

    console.log(
      `\n**Panels following the time window** (get_cluster_window; ${posts.toLocaleString('en')} posts, ` +
        `${graph.users_total.toLocaleString('en')} users, k = 6, largest community ${largest.size.toLocaleString('en')} ` +
        `members; analysis ${analyseS.toFixed(1)} s; load average ${loadAverage()})\n`,
    );
    console.log(`- first window after the run (reads the window index and the terms): ${ms(first.ms)}`);
    console.log(
      `- the run's window files: index ${mb(await size(`results/${processId}/window.bin`))}, ` +
        `originals' texts (once per project) ${mb(await textsSize())}`,
    );
    console.log(`- process RSS before the first window / after all: ${mb(rssBefore)} / ${mb(rssAfter)}\n`);
    printTable(['window (largest community)', 'requests', 'p50', 'p95', 'max', 'answer'], rows);
  });
}
