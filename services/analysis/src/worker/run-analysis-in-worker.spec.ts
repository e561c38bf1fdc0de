import { afterAll, describe, expect, it } from '@jest/globals';
import { analyze } from '../engine/analyze.js';
import { AnalysisError, AnalysisErrorCode, type AnalysisOptions, type Post } from '../engine/types.js';
import { AnalysisWorkerPool } from './analysis-worker-pool.js';
import { runAnalysisInWorker } from './run-analysis-in-worker.js';

// Runs the compiled worker from dist: the test script builds (tsc -b) before Jest runs. User '777'
// checks that node details are refilled by id, not by object key order (numeric keys come first).
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

describe('runAnalysisInWorker', () => {
  it('returns what analyze returns in this thread, reporting progress per stage', async () => {
    const stages: string[] = [];
    const result = await runAnalysisInWorker({ posts, terms, options }, (stage) => {
      if (stages[stages.length - 1] !== stage) stages.push(stage);
    });
    expect(result).toEqual(analyze(posts, terms, options));
    expect(stages).toEqual(['parse', 'network', 'communities', 'keywords', 'layout']);
  });

  it('rejects with the engine’s AnalysisError and code', async () => {
    const failure = runAnalysisInWorker({ posts, terms, options: { ...options, k: 7 } });
    await expect(failure).rejects.toBeInstanceOf(AnalysisError);
    await expect(failure).rejects.toMatchObject({ code: AnalysisErrorCode.TooFewUsers });
  });
});

describe('AnalysisWorkerPool', () => {
  const pool = new AnalysisWorkerPool({ maxWorkers: 1 });
  afterAll(() => pool.close());

  it('reuses the dataset a worker holds for runs with the same key', async () => {
    const first = await pool.run({ posts, terms, options, datasetKey: 'project-1' });
    expect(first).toEqual(analyze(posts, terms, options));
    // Same key: the worker answers from what it already holds, even when given empty terms now.
    const again = await pool.run({
      posts,
      terms: posts.map(() => []),
      options: { ...options, k: 1 },
      datasetKey: 'project-1',
    });
    expect(again).toEqual(analyze(posts, terms, { ...options, k: 1 }));
    // Another key loads the new data.
    const other = await pool.run({
      posts: posts.slice(0, 3),
      terms: terms.slice(0, 3),
      options: { ...options, k: 1 },
      datasetKey: 'project-2',
    });
    expect(other.summary.users).toBe(3);
    expect(other.nodeDetails['ann'].graph_result.tweets).toEqual([{ tweet_date: 0, tweet_text: 'ramen tonight' }]);
  });

  it('runs requests queued beyond its workers one after another', async () => {
    const results = await Promise.all(
      [1, 2, 3].map((k) => pool.run({ posts, terms, options: { ...options, k }, datasetKey: 'project-1' })),
    );
    expect(results.map((r) => r.communities.length)).toEqual([1, 2, 3]);
  });
});
