import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@kizuna/platform/config';
import { startKizuna } from '@kizuna/launcher';
import { ensureGenerated } from '../support/ensure-generated.js';
import { printTable } from '../support/table.js';
import { percentile } from '../support/percentile.js';
import { KizunaClient } from '../support/kizuna-client.js';
import { coldReview, warmReview, waitForReviewIndex } from './review-probes.js';

/** Restarts measured cold: each times the first page, then a first search (English and Japanese in turn). */
const RESTARTS = 6;
/** Common words of the generated posts: "the" is in 54% of them, "みんな" in 17%. */
const COLD_SEARCHES = ['the', 'みんな'];

/**
 * The raw-data review screen on the full-size file (550k posts): registered, analysed, its review
 * indexes built in the background as they are after any registration; then the server restarted
 * several times, each time timing the first page and a first search through HTTP, as a person
 * opening the screen after a restart sees them; then pages, sorts and searches chosen at random.
 */
export async function reviewBench(): Promise<void> {
  const file = ensureGenerated({ posts: 550_000, groups: 6, mixing: 0.2, seed: 1 });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-bench-review-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', PORT: '0', HOST: '127.0.0.1' });
  const loads: number[] = [os.loadavg()[0]];
  let kizuna = await startKizuna(config);
  try {
    const started = await coldStart(kizuna);
    const t0 = performance.now();
    const { projectId, rows, runs } = await started.register(file, '3');
    const registerMs = performance.now() - t0;
    // The indexes are built once the analysis is done with the dataset: analyse it and wait for
    // them, as a person who opens the review screen later finds them.
    await started.analyse(projectId, runs);
    const indexedMs = await waitForReviewIndex(config.objects.kind === 'local' ? config.objects.directory : dataDir);
    loads.push(os.loadavg()[0]);

    const firstPage: number[] = [];
    const firstSearch: Record<string, number[]> = Object.fromEntries(COLD_SEARCHES.map((w) => [w, []]));
    for (let i = 0; i < RESTARTS; i++) {
      // A fresh process: nothing of the dataset is in memory, as after a restart.
      await kizuna.stop();
      kizuna = await startKizuna(config);
      const word = COLD_SEARCHES[i % COLD_SEARCHES.length];
      const cold = await coldReview(await coldStart(kizuna), projectId, word);
      firstPage.push(cold.pageMs);
      firstSearch[word].push(cold.searchMs);
      loads.push(os.loadavg()[0]);
    }
    const warm = await warmReview(await coldStart(kizuna), projectId, rows);
    loads.push(os.loadavg()[0]);

    const ms = (x: number) => `${x.toFixed(1)} ms`;
    const row = (label: string, v: number[]) => [
      `${label} (${v.length})`,
      ms(percentile(v, 50)),
      ms(percentile(v, 95)),
      ms(Math.max(...v)),
    ];
    console.log(
      `\nreview screen on ${path.basename(file)} (${rows} posts; registering took ${(registerMs / 1000).toFixed(1)} s, the review indexes stored ${(indexedMs / 1000).toFixed(1)} s after the analysis; load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} during the run)`,
    );
    printTable(
      [`after a restart (${RESTARTS} restarts)`, 'p50', 'p95', 'max'],
      [
        row('first page', firstPage),
        ...COLD_SEARCHES.map((w) => row(`first search "${w}"`, firstSearch[w])),
        row('first page or search', [firstPage, ...Object.values(firstSearch)].flat()),
      ],
    );
    const all = Object.values(warm.kinds).flat();
    printTable(
      ['requests (300, after the first)', 'p50', 'p95', 'max'],
      [...Object.entries(warm.kinds).map(([kind, v]) => row(kind, v)), row('all', all).map((c, i) => (i ? c : 'all'))],
    );
    // The outliers, to tell a slow kind of request from a pause of the loaded machine.
    for (const { ms: t, what } of warm.slowest.slice(0, 5)) console.log(`slow: ${ms(t)} ${what}`);
  } finally {
    await kizuna.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A signed-in client of a Kizuna started in this process. */
async function coldStart(kizuna: Awaited<ReturnType<typeof startKizuna>>): Promise<KizunaClient> {
  const client = KizunaClient.of(kizuna);
  await client.signIn('admin@example.com');
  return client;
}
