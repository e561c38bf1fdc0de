import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@kizuna/platform/config';
import { startKizuna } from '@kizuna/launcher';
import { ensureGenerated } from '../support/ensure-generated.js';
import { printTable } from '../support/table.js';
import { KizunaClient } from '../support/kizuna-client.js';
import { percentile } from '../support/percentile.js';

const SEARCHES = ['sakura', 'rt', 'the', '東京', 'news', 'a', 'zz-nothing-zz', '2024', 'happy', 'ラーメン'];

/**
 * The raw-data review screen on the full-size file (550k posts): the first page after the
 * process started, then pages, sorts and searches chosen at random, each timed through HTTP.
 */
export async function reviewBench(): Promise<void> {
  const file = ensureGenerated({ posts: 550_000, groups: 6, mixing: 0.2, seed: 1 });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-bench-review-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', PORT: '0', HOST: '127.0.0.1' });
  let kizuna = await startKizuna(config);
  try {
    let client = KizunaClient.of(kizuna);
    await client.signIn('admin@example.com');
    const t0 = performance.now();
    const { projectId, rows } = await client.register(file, '3');
    const registerMs = performance.now() - t0;
    // A fresh process: nothing of the dataset is in memory, as after a restart.
    await kizuna.stop();
    kizuna = await startKizuna(config);
    client = KizunaClient.of(kizuna);
    await client.signIn('admin@example.com');

    const page = async (q: { page: number; sort_key: number; is_ascending: boolean; search: string }) => {
      const t = performance.now();
      const answer = await client.post('/api/v1/process/get_rawdata', { project_id: projectId, max_count: 25, ...q });
      return { ms: performance.now() - t, total: (answer.stats as { count_total: number }).count_total };
    };
    const first = await page({ page: 0, sort_key: 3, is_ascending: false, search: '' });
    const firstSearch = await page({ page: 0, sort_key: 3, is_ascending: false, search: 'sakura' });
    const random = (n: number) => Math.floor(Math.random() * n);
    const kinds: Record<string, number[]> = { page: [], sort: [], search: [] };
    const slowest: Array<{ ms: number; what: string }> = [];
    for (let i = 0; i < 300; i++) {
      const kind = (['page', 'sort', 'search'] as const)[i % 3];
      const q = {
        page: kind === 'page' ? random(Math.floor(rows / 25)) : 0,
        sort_key: kind === 'sort' ? random(4) : 3,
        is_ascending: kind === 'sort' ? random(2) === 1 : false,
        search: kind === 'search' ? SEARCHES[random(SEARCHES.length)] : '',
      };
      const { ms } = await page(q);
      kinds[kind].push(ms);
      slowest.push({ ms, what: `${kind} ${JSON.stringify(q)}` });
    }
    const all = Object.values(kinds).flat();
    console.log(
      `\nreview screen on ${path.basename(file)} (${rows} posts; registering, index included, took ${(registerMs / 1000).toFixed(1)} s): first page ${first.ms.toFixed(0)} ms, first search ${firstSearch.ms.toFixed(0)} ms after a restart`,
    );
    const ms = (x: number) => `${x.toFixed(1)} ms`;
    printTable(
      ['requests (300, after the first)', 'p50', 'p95', 'max'],
      [
        ...Object.entries(kinds).map(([kind, v]) => [
          `${kind} (${v.length})`,
          ms(percentile(v, 50)),
          ms(percentile(v, 95)),
          ms(Math.max(...v)),
        ]),
        ['all', ms(percentile(all, 50)), ms(percentile(all, 95)), ms(Math.max(...all))],
      ],
    );
    // The outliers, to tell a slow kind of request from a pause of the loaded machine.
    for (const { ms: t, what } of slowest.sort((a, b) => b.ms - a.ms).slice(0, 5))
      console.log(`slow: ${ms(t)} ${what}`);
  } finally {
    await kizuna.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
