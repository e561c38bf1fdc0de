import { afterAll, describe, expect, it } from '@jest/globals';
import { partitionExactK } from '../engine/communities/exact-k-partition.js';
import { prepareAnalysis } from '../engine/prepare-analysis.js';
import type { Post } from '../engine/types.js';
import { PartitionHelper } from './partition-helper.js';

// Runs the compiled partition worker from dist (the test script builds before Jest runs).
// Two retweet stars, a reply pair and a user with text only, in English and Japanese.
const posts: Post[] = [
  ...['b', 'c', 'd', 'e'].map((u, i) => ({
    row: i,
    author: u,
    text: 'RT @a: ramen and sushi tonight',
    time: i,
    followers: null,
  })),
  ...['g', 'h', 'i'].map((u, i) => ({
    row: 10 + i,
    author: u,
    text: 'RT @f: 野球の試合が楽しみ',
    time: 10 + i,
    followers: null,
  })),
  { row: 20, author: 'a', text: 'ramen and sushi tonight', time: 0, followers: 5 },
  { row: 21, author: 'f', text: '野球の試合が楽しみ', time: 0, followers: 5 },
  { row: 22, author: 'j', text: '@k 野球 stadium', time: 30, followers: null },
  { row: 23, author: 'l', text: 'sushi ramen', time: 40, followers: null },
];
const terms = posts.map((p) =>
  p.text
    .replace(/^RT @\w+: /, '')
    .split(/\s+|の|が/)
    .filter((t) => t.length > 1),
);

describe('PartitionHelper', () => {
  const prepared = prepareAnalysis(posts, terms, ['retweet', 'reply', 'mention']);
  const helper = new PartitionHelper(prepared, 5);
  afterAll(() => helper.stop());

  it('computes in its own thread the partition the run would compute, for each k asked', async () => {
    helper.request([2, 3, 3]);
    expect(helper.busy).toBe(true);
    for (const k of [3, 2]) {
      const inThisThread = partitionExactK({
        graph: prepared.graph,
        k,
        seed: 5,
        text: prepared.text,
        natural: prepared.naturalPartition(5),
      });
      expect(await helper.take(k)).toEqual(inThisThread);
    }
    expect(helper.busy).toBe(false);
  });

  it('says nothing of a k it was not asked for, and null for one that failed', async () => {
    expect(helper.take(4)).toBeUndefined();
    helper.request([99]);
    expect(await helper.take(99)).toBeNull();
  });
});
