import { afterAll, describe, expect, it } from '@jest/globals';
import { analyze } from '../engine/analyze.js';
import type { AnalysisOptions, Post } from '../engine/types.js';
import { encodeRun } from '../results/encoded-run.js';
import { toColumns, type PostsPortMessage } from './analysis-messages.js';
import { AnalysisWorkerPool } from './analysis-worker-pool.js';

// Runs the compiled worker from dist (see analysis-worker-pool.spec.ts).
const posts: Post[] = [
  { row: 0, author: 'ann', text: 'ramen tonight', time: 0, followers: 3 },
  { row: 1, author: 'ben', text: 'RT @ann: ramen tonight', time: 60_000, followers: null },
  { row: 2, author: 'cat', text: 'RT @ann: ramen tonight', time: 120_000, followers: 8 },
  { row: 3, author: 'dan', text: 'baseball today', time: 180_000, followers: null },
  { row: 4, author: 'eve', text: 'RT @dan: baseball today', time: 240_000, followers: null },
];
const terms = posts.map((p) => p.text.replace(/^RT @\w+: /, '').split(' '));
const options: AnalysisOptions = { k: 2, seed: 3, relations: ['retweet'], displayCap: 2000 };

describe('AnalysisWorkerPool.warm', () => {
  const pool = new AnalysisWorkerPool({ maxWorkers: 2 });
  afterAll(() => pool.close());

  it('takes the posts before their terms; a run asking meanwhile waits for that worker, reads nothing, and gets the same result', async () => {
    let givePosts!: (p: Post[]) => void;
    let giveTerms!: (t: string[][]) => void;
    const warmed = pool.warm({
      datasetKey: 'warm-1',
      posts: new Promise((resolve) => (givePosts = resolve)),
      relations: ['retweet'],
      seed: options.seed,
      terms: new Promise((resolve) => (giveTerms = resolve)),
    });
    let reads = 0;
    const run = pool.run({
      inputs: async () => {
        reads++;
        return { posts, terms };
      },
      options,
      datasetKey: 'warm-1',
    });
    // Asked before the posts were even read: two workers allowed, yet the run did not start a
    // second one to read the dataset itself.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pool.threadIds).toHaveLength(1);
    givePosts(posts);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toBe(0);
    giveTerms(terms);
    await expect(warmed).resolves.toBe(true);
    const { run: result } = await run;
    expect(reads).toBe(0);
    const { window: _window, ...inThisThread } = analyze(posts, terms, options);
    expect(result).toEqual(encodeRun(inThisThread));
  });

  it('takes the posts through a port of their own (sendPosts), as a parse worker sends them: the run is the same', async () => {
    const warmed = pool.warm({
      datasetKey: 'warm-port',
      // Two posts a message, in order, then their end: as the posts parse worker sends them.
      sendPosts: async (to) => {
        for (let from = 0; from < posts.length; from += 2)
          to.postMessage({
            kind: 'posts',
            posts: toColumns(posts, from, Math.min(posts.length, from + 2)),
          } satisfies PostsPortMessage);
        to.postMessage({ kind: 'end', count: posts.length } satisfies PostsPortMessage);
        to.close();
        return posts.length;
      },
      relations: ['retweet'],
      seed: options.seed,
      terms: Promise.resolve(terms),
    });
    await expect(warmed).resolves.toBe(true);
    expect(pool.holds('warm-port')).toBe(true);
    const { run } = await pool.run({
      inputs: () => Promise.reject(new Error('must not be read again')),
      options,
      datasetKey: 'warm-port',
    });
    const { window: _window, ...inThisThread } = analyze(posts, terms, options);
    expect(run).toEqual(encodeRun(inThisThread));
  });

  it('lets the dataset go when sending its posts through the port fails (a bad line), so the run reads it itself', async () => {
    const warmed = pool.warm({
      datasetKey: 'warm-port-2',
      sendPosts: async (to) => {
        to.postMessage({ kind: 'posts', posts: toColumns(posts, 0, 2) } satisfies PostsPortMessage);
        to.close();
        throw new Error('reading posts failed: posts file line 3: not JSON');
      },
      relations: ['retweet'],
      seed: options.seed,
      terms: Promise.resolve(terms),
    });
    await expect(warmed).rejects.toThrow('reading posts failed: posts file line 3: not JSON');
    expect(pool.holds('warm-port-2')).toBe(false);
    const { run } = await pool.run({ inputs: async () => ({ posts, terms }), options, datasetKey: 'warm-port-2' });
    expect(run.summary.users).toBe(5);
  });

  it('lets the dataset go when its terms fail, so the run reads it itself', async () => {
    const warmed = pool.warm({
      datasetKey: 'warm-2',
      posts: Promise.resolve(posts),
      relations: ['retweet'],
      seed: options.seed,
      terms: Promise.reject(new Error('tokenizer down')),
    });
    await expect(warmed).rejects.toThrow('tokenizer down');
    expect(pool.holds('warm-2')).toBe(false);
    let reads = 0;
    const { run } = await pool.run({
      inputs: async () => {
        reads++;
        return { posts, terms };
      },
      options,
      datasetKey: 'warm-2',
    });
    expect(reads).toBe(1);
    expect(run.summary.users).toBe(5);
  });

  it('does not wait for a worker: with none free it leaves the dataset to its first run', async () => {
    const single = new AnalysisWorkerPool({ maxWorkers: 1 });
    try {
      let giveTerms!: (t: string[][]) => void;
      const holding = single.warm({
        datasetKey: 'busy-1',
        posts: Promise.resolve(posts),
        relations: ['retweet'],
        seed: options.seed,
        terms: new Promise((resolve) => (giveTerms = resolve)),
      });
      const other = single.warm({
        datasetKey: 'busy-2',
        posts: Promise.resolve(posts),
        relations: ['retweet'],
        seed: options.seed,
        terms: Promise.resolve(terms),
      });
      await expect(other).resolves.toBe(false);
      giveTerms(terms);
      await expect(holding).resolves.toBe(true);
      expect(single.holds('busy-1')).toBe(true);
      expect(single.holds('busy-2')).toBe(false);
    } finally {
      await single.close();
    }
  });
});

describe('AnalysisWorkerPool runs told of the runs to come', () => {
  const pool = new AnalysisWorkerPool({ maxWorkers: 1 });
  afterAll(() => pool.close());

  it('gives every run the result it computes alone, whichever thread computed its partition', async () => {
    const ks = [1, 2, 3];
    for (const [i, k] of ks.entries()) {
      const { run } = await pool.run({
        posts,
        terms,
        options: { ...options, k },
        datasetKey: 'upcoming-1',
        upcoming: ks.slice(i + 1),
      });
      const { window: _window, ...inThisThread } = analyze(posts, terms, { ...options, k });
      expect(run).toEqual(encodeRun(inThisThread));
    }
  });
});
