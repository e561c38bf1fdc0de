import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@kizuna/platform/config';
import { createObjectStore } from '@kizuna/platform/objects';
import { roomToLowerPriority, threadNiceValues } from '@kizuna/platform/threads';
import { CsvWorkers } from './csv-workers.js';

// Runs the compiled CSV worker from dist: the test script builds (tsc -b) before Jest runs.
describe('CsvWorkers priority', () => {
  let dataDir = '';
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  // Told apart by their nice value: not possible when the test itself runs at nice 19.
  (roomToLowerPriority(5) ? it : it.skip)(
    'reads a CSV on a worker thread at WORKER_NICE, leaving the calling thread as it was',
    async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-csv-nice-'));
      const mainBefore = os.getPriority(0);
      const nice = mainBefore + 5;
      const config = loadConfig({ DATA_DIR: dataDir, WORKER_NICE: String(nice) });
      const objects = await createObjectStore(config.objects);
      // Enough rows for several progress reports while the worker is alive.
      const rows = Array.from(
        { length: 60_000 },
        (_, i) => `user${i % 900},post number ${i} about ramen,2024-05-0${1 + (i % 9)} 12:00:00,${i % 500}`,
      );
      await objects.put('uploads/u1/posts.csv', ['screen_name,text,created_at,followers_count', ...rows].join('\n'), {
        contentType: 'text/csv',
      });
      const workers = new CsvWorkers(config);
      const inspection = await workers.inspect('uploads/u1/posts.csv');
      const lowered = new Set<number>();
      const report = await workers.register(
        {
          uploadKey: 'uploads/u1/posts.csv',
          postsKey: 'datasets/d1/posts.ndjson',
          inspection,
          mapping: { author: 0, contents: 1, time: 2, followers: 3, others: [] },
        },
        () => {
          for (const [tid, n] of threadNiceValues()) if (n === nice) lowered.add(tid);
        },
      );
      expect(report.rowsValid).toBe(60_000);
      expect(lowered.size).toBeGreaterThanOrEqual(1);
      expect(lowered.has(process.pid)).toBe(false);
      expect(os.getPriority(0)).toBe(mainBefore);
    },
    60_000,
  );
});
