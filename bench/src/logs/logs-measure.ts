import path from 'node:path';
import { ACCESS_LOG_SPEC } from '@kizuna/logs';
import { SegmentLogStore } from '@kizuna/logs/storage';
import { benchDataDir } from '../support/paths.js';
import { generateLogSegments } from './generate-log-segments.js';

const ENTRIES = 1_000_000;
const DAYS = 400;
const DAY_MS = 86_400_000;
const SORT_KEYS = [
  [1, 'user_name'],
  [2, 'user_email'],
  [3, 'project_id'],
  [4, 'project_name'],
  [5, 'at'],
] as const;

function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
  (globalThis as { gc?: () => void }).gc?.();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs in a process of its own (started with --expose-gc): prints one JSON line of figures. */
async function main(): Promise<void> {
  const end = Date.now();
  const root = path.join(benchDataDir(), 'logs-1m');
  const generated = await generateLogSegments(path.join(root, ACCESS_LOG_SPEC.name), ENTRIES, DAYS, end);
  gc();
  const before = process.memoryUsage();
  const t0 = performance.now();
  const store = new SegmentLogStore({ directory: root, logger: { warn: console.warn, error: console.error } });
  const logs = await store.stream(ACCESS_LOG_SPEC);
  const loadMs = performance.now() - t0;
  gc();
  const loaded = process.memoryUsage();

  const todayStart = Math.floor((end + 9 * 3_600_000) / DAY_MS) * DAY_MS - 9 * 3_600_000;
  const ranges = {
    default: { from: todayStart - 6 * DAY_MS, to: todayStart + DAY_MS - 1 },
    half: { from: todayStart - 199 * DAY_MS, to: todayStart + DAY_MS - 1 },
    full: { from: -8.64e15, to: 8.64e15 },
  };
  const rows: Array<Record<string, unknown>> = [];
  for (const [sortKey, sortBy] of SORT_KEYS) {
    for (const [rangeName, range] of Object.entries(ranges)) {
      const times: number[] = [];
      let first = 0;
      let total = 0;
      // 60 pages: the three types, both directions, pages 0–9 of 25–100 rows.
      for (let i = 0; i < 61; i++) {
        const t = performance.now();
        const page = await logs.page({
          ...range,
          type: i % 3,
          sortBy,
          ascending: i % 2 === 1,
          skip: (i % 10) * [25, 50, 100][i % 3],
          limit: [25, 50, 100][i % 3],
        });
        const ms = performance.now() - t;
        if (i === 0) first = ms;
        else times.push(ms);
        total = Math.max(total, page.total);
      }
      times.sort((a, b) => a - b);
      rows.push({
        sortKey,
        sortBy,
        range: rangeName,
        first,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        total,
      });
    }
  }
  // A page right after each of 20 appends: the new entry is merged into the cached order.
  const afterAppend: number[] = [];
  for (let i = 0; i < 20; i++) {
    await logs.append({
      type: 0,
      at: end - i * 1000,
      fields: {
        user_id: 'u-new',
        user_name: `New user ${i}`,
        user_email: `new${i}@example.com`,
        project_id: '',
        project_name: '',
        process_id: '',
        client_address: '192.0.2.1',
        detail: '',
      },
    });
    const t = performance.now();
    await logs.page({ ...ranges.default, type: 0, sortBy: 'user_name', ascending: true, skip: 0, limit: 25 });
    afterAppend.push(performance.now() - t);
  }
  afterAppend.sort((a, b) => a - b);
  gc();
  const queried = process.memoryUsage();
  const mb = (b: number) => b / 2 ** 20;
  console.log(
    JSON.stringify({
      generated,
      entries: ENTRIES,
      loadMs,
      memory: {
        loaded: {
          rss: mb(loaded.rss - before.rss),
          heap: mb(loaded.heapUsed - before.heapUsed),
          arrayBuffers: mb(loaded.arrayBuffers - before.arrayBuffers),
        },
        withOrders: {
          rss: mb(queried.rss - before.rss),
          heap: mb(queried.heapUsed - before.heapUsed),
          arrayBuffers: mb(queried.arrayBuffers - before.arrayBuffers),
        },
      },
      rows,
      afterAppend: { p50: percentile(afterAppend, 50), p95: percentile(afterAppend, 95) },
    }),
  );
  await store.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
