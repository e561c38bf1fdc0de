import { afterAll, describe, expect, it } from '@jest/globals';
import os from 'node:os';
import { roomToLowerPriority, threadNiceValues } from '@kizuna/platform/threads';
import { analyze } from '../engine/analyze.js';
import { AnalysisError, AnalysisErrorCode, type AnalysisOptions, type Post } from '../engine/types.js';
import { decodeWindow } from '../results/window-codec.js';
import { encodeRun } from '../results/encoded-run.js';
import { AnalysisWorkerPool, AnalysisWorkersClosed } from './analysis-worker-pool.js';

// Runs the compiled worker from dist: the test script builds (tsc -b) before Jest runs. User '777'
// checks that user posts are keyed by node id, not by object key order (numeric keys come first).
const posts: Post[] = [
  { row: 0, author: 'ann', text: 'ramen tonight', time: 0, followers: 3 },
  { row: 1, author: 'ben', text: 'RT @ann: ramen tonight', time: 60_000, followers: null },
  { row: 2, author: 'cat', text: 'RT @ann: ramen tonight', time: 120_000, followers: 8 },
  { row: 3, author: 'dan', text: 'baseball today', time: 180_000, followers: null },
  { row: 4, author: '777', text: 'RT @dan: baseball today', time: 240_000, followers: null },
  { row: 5, author: '777', text: 'numeric names sort first among object keys', time: 30_000, followers: null },
];
const terms = posts.map((p) => p.text.replace(/^RT @\w+: /, '').split(' '));
const options: AnalysisOptions = { k: 2, seed: 3, relations: ['retweet'], displayCap: 2000 };

/** What analyze returns in this thread, its window data apart (the worker sends it encoded). */
function inThisThread(opts: AnalysisOptions) {
  const { window, ...result } = analyze(posts, terms, opts);
  return { result, window: window!.index };
}

describe('AnalysisWorkerPool', () => {
  const pool = new AnalysisWorkerPool({ maxWorkers: 1 });
  afterAll(() => pool.close());

  it('returns what analyze returns in this thread, reporting progress per stage', async () => {
    const stages: string[] = [];
    const { run, window } = await pool.run({ posts, terms, options }, (stage) => {
      if (stages[stages.length - 1] !== stage) stages.push(stage);
    });
    // The same bytes as encoding this thread's result: the files are the same whichever thread wrote them.
    expect(run).toEqual(encodeRun(inThisThread(options).result));
    expect(decodeWindow(Buffer.from(window!.index)).index).toEqual(inThisThread(options).window);
    expect(stages).toEqual(['parse', 'network', 'communities', 'keywords', 'layout']);
  });

  it('says when the worker holds the dataset, before the run computes, so the caller can let go of it', async () => {
    const events: string[] = [];
    let reads = 0;
    const request = {
      inputs: async () => {
        reads++;
        return { posts, terms };
      },
      loaded: () => void events.push('loaded'),
      options,
      datasetKey: 'project-loaded',
    };
    await pool.run(request, (stage) => void events.push(stage));
    expect(events[0]).toBe('loaded');
    expect(events).toContain('layout');
    // Held already: not read again, and the caller hears so at once.
    events.length = 0;
    await pool.run(request, (stage) => void events.push(stage));
    expect(reads).toBe(1);
    expect(events[0]).toBe('loaded');
  });

  it('sends a dataset in slices, and the run is the same', async () => {
    const sliced = new AnalysisWorkerPool({ maxWorkers: 1, sendSlice: 4 });
    try {
      const { run } = await sliced.run({ posts, terms, options });
      expect(run).toEqual(encodeRun(inThisThread(options).result));
    } finally {
      await sliced.close();
    }
  });

  it('rejects with the engine’s AnalysisError and code', async () => {
    const failure = pool.run({ posts, terms, options: { ...options, k: 7 } });
    await expect(failure).rejects.toBeInstanceOf(AnalysisError);
    await expect(failure).rejects.toMatchObject({ code: AnalysisErrorCode.TooFewUsers });
  });

  it('reuses the dataset a worker holds for runs with the same key', async () => {
    const first = await pool.run({ posts, terms, options, datasetKey: 'project-1' });
    expect(first.run).toEqual(encodeRun(inThisThread(options).result));
    // Same key: the worker answers from what it already holds, even when given empty terms now.
    const again = await pool.run({
      posts,
      terms: posts.map(() => []),
      options: { ...options, k: 1 },
      datasetKey: 'project-1',
    });
    expect(again.run).toEqual(encodeRun(inThisThread({ ...options, k: 1 }).result));
    // Another key loads the new data.
    const other = await pool.run({
      posts: posts.slice(0, 3),
      terms: terms.slice(0, 3),
      options: { ...options, k: 1 },
      datasetKey: 'project-2',
    });
    expect(other.run.summary.users).toBe(3);
  });

  it('runs requests queued beyond its workers one after another', async () => {
    const outputs = await Promise.all(
      [1, 2, 3].map((k) => pool.run({ posts, terms, options: { ...options, k }, datasetKey: 'project-1' })),
    );
    expect(outputs.map((o) => o.run.communities.length)).toEqual([1, 2, 3]);
  });
});

describe('AnalysisWorkerPool.stopDataset', () => {
  it("ends the worker computing for a deleted project's dataset at once, and the pool goes on", async () => {
    const pool = new AnalysisWorkerPool({ maxWorkers: 1 });
    try {
      let stopped = -1;
      const doomed = pool
        .run({
          inputs: async () => ({ posts, terms }),
          // Held by the worker, which now computes: the project is deleted.
          loaded: () => void (stopped = pool.stopDataset('doomed')),
          options,
          datasetKey: 'doomed',
        })
        .catch((err: unknown) => err);
      expect(await doomed).toBeInstanceOf(Error);
      expect(stopped).toBe(1);
      expect(pool.holds('doomed')).toBe(false);
      expect(pool.stopDataset('doomed')).toBe(0);
      const next = await pool.run({ posts, terms, options, datasetKey: 'other' });
      expect(next.run.communities).toHaveLength(2);
    } finally {
      await pool.close();
    }
  });
});

describe('AnalysisWorkerPool.close', () => {
  it('ends its workers; a run cut short and later runs reject with AnalysisWorkersClosed', async () => {
    const pool = new AnalysisWorkerPool({ maxWorkers: 1 });
    await pool.run({ posts, terms, options });
    expect(pool.threadIds).toHaveLength(1);
    const cut = pool.run({ posts, terms, options }).catch((err: unknown) => err);
    const queued = pool.run({ posts, terms, options }).catch((err: unknown) => err);
    await pool.close();
    expect(await cut).toBeInstanceOf(AnalysisWorkersClosed);
    expect(await queued).toBeInstanceOf(AnalysisWorkersClosed);
    expect(pool.threadIds).toEqual([]);
    await expect(pool.run({ posts, terms, options })).rejects.toBeInstanceOf(AnalysisWorkersClosed);
  });

  it('gives each worker the heap limit it was configured with', async () => {
    const pool = new AnalysisWorkerPool({ maxWorkers: 1, heapMb: 64 });
    try {
      // A run that needs far more than 64 MB fails alone; the pool stays usable afterwards.
      const many: Post[] = Array.from({ length: 400_000 }, (_, i) => ({
        row: i,
        author: `u${i}`,
        text: `RT @u${(i * 7919) % 400_000}: ${'x'.repeat(40)} ${i}`,
        time: i,
        followers: null,
      }));
      await expect(
        pool.run({ posts: many, terms: many.map(() => []), options: { ...options, k: 3 } }),
      ).rejects.toMatchObject({ code: 'ERR_WORKER_OUT_OF_MEMORY' });
      const { run } = await pool.run({ posts, terms, options });
      expect(run.summary.users).toBe(5);
    } finally {
      await pool.close();
    }
  }, 60_000);
});

describe('AnalysisWorkerPool priority', () => {
  // Told apart by their nice value: not possible when the test itself runs at nice 19.
  (roomToLowerPriority(7) ? it : it.skip)(
    'runs its worker threads at the nice value it was given, leaving the main thread as it was',
    async () => {
      const mainBefore = os.getPriority(0);
      const nice = mainBefore + 7;
      const before = threadNiceValues();
      const pool = new AnalysisWorkerPool({ maxWorkers: 1, nice });
      try {
        await pool.run({ posts, terms, options });
        // The idle worker is still alive: its thread, and only new threads, run at the lower priority.
        const lowered = [...threadNiceValues()].filter(([, n]) => n === nice).map(([tid]) => tid);
        expect(lowered.length).toBeGreaterThanOrEqual(1);
        for (const tid of lowered) expect(before.has(tid)).toBe(false);
        expect(threadNiceValues().get(process.pid)).toBe(mainBefore);
        expect(os.getPriority(0)).toBe(mainBefore);
      } finally {
        await pool.close();
      }
      expect([...threadNiceValues().values()].filter((n) => n === nice)).toEqual([]);
    },
  );
});
