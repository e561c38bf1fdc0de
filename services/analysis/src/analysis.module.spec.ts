import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '@kizuna/platform/config';
import { PlatformRuntime, startMicroservice } from '@kizuna/platform/runtime';
import { AnalysisModule, ANALYSIS_SERVICE } from './analysis.module.js';
import type { Post } from './engine/types.js';
import { AnalysisWorkerPool } from './worker/analysis-worker-pool.js';

// Runs the compiled worker from dist: the test script builds (tsc -b) before Jest runs.
const posts: Post[] = [
  { row: 0, author: 'ann', text: 'ramen tonight', time: 0, followers: null },
  { row: 1, author: 'ben', text: 'RT @ann: ramen tonight', time: 1, followers: null },
  { row: 2, author: 'cat', text: 'baseball today', time: 2, followers: null },
];

describe('AnalysisModule', () => {
  it('ends its analysis worker threads when the application closes', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-analysis-'));
    const runtime = await PlatformRuntime.create(
      loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', KIZUNA_SERVICES: ANALYSIS_SERVICE }),
    );
    try {
      const app = await startMicroservice(ANALYSIS_SERVICE, AnalysisModule.forRuntime(runtime) as never, runtime);
      const pool = app.get(AnalysisWorkerPool);
      const { run } = await pool.run({
        posts,
        terms: posts.map(() => []),
        options: { k: 1, seed: 1, relations: ['retweet'], displayCap: 10 },
        datasetKey: 'kept-by-the-idle-worker',
      });
      expect(run.summary.users).toBe(3);
      // The worker stays after its run, holding the dataset for the next one...
      expect(pool.threadIds).toHaveLength(1);
      await app.close();
      // ...until the application closes: then its thread has exited.
      expect(pool.threadIds).toEqual([]);
    } finally {
      await runtime.close();
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    }
  });
});
