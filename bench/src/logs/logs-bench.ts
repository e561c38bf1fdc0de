import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { fixed, printTable } from '../support/table.js';

interface Figures {
  entries: number;
  loadMs: number;
  memory: Record<'loaded' | 'withOrders', { rss: number; heap: number; arrayBuffers: number }>;
  rows: Array<{
    sortKey: number;
    sortBy: string;
    range: string;
    first: number;
    p50: number;
    p95: number;
    total: number;
  }>;
  afterAppend: { p50: number; p95: number };
}

/**
 * The embedded log store with 1,000,000 access-log entries over 400 days: start-up load, list
 * pages per sort key on the default (last 7 days) and the full range, and the memory it adds.
 * Measured in a child process started with --expose-gc, so the memory delta is its own.
 */
export function logsBench(): void {
  const measure = fileURLToPath(new URL('./logs-measure.js', import.meta.url));
  const run = spawnSync(process.execPath, ['--expose-gc', measure], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`logs bench failed (${run.status})`);
  const f = JSON.parse(run.stdout.trim().split('\n').at(-1) as string) as Figures;
  console.log(`\n## Logs: ${f.entries.toLocaleString('en')} access-log entries, embedded log store\n`);
  console.log(`Load at start-up: ${(f.loadMs / 1000).toFixed(2)} s\n`);
  printTable(
    ['memory added', 'RSS', 'heap', 'typed arrays'],
    (['loaded', 'withOrders'] as const).map((k) => [
      k === 'loaded' ? 'after loading' : 'with every sort order built',
      `${fixed(f.memory[k].rss, 0)} MB`,
      `${fixed(f.memory[k].heap, 0)} MB`,
      `${fixed(f.memory[k].arrayBuffers, 0)} MB`,
    ]),
  );
  console.log('');
  printTable(
    ['sort_key', 'range', 'matches (one type)', 'first page (builds the order)', 'p50', 'p95'],
    f.rows.map((r) => [
      `${r.sortKey} ${r.sortBy}`,
      r.range,
      r.total.toLocaleString('en'),
      `${fixed(r.first, 1)} ms`,
      `${fixed(r.p50, 1)} ms`,
      `${fixed(r.p95, 1)} ms`,
    ]),
  );
  console.log(
    `\nA page right after an append (merged into the cached order): p50 ${fixed(f.afterAppend.p50, 1)} ms, p95 ${fixed(f.afterAppend.p95, 1)} ms`,
  );
}
