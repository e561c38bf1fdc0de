import { afterAll, describe, expect, it } from '@jest/globals';
import { partitionExactK } from '../engine/communities/exact-k-partition.js';
import { analyzePrepared } from '../engine/analyze.js';
import { partitionPieces } from '../engine/partition-pieces.js';
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

  it('computes in its own thread the partition the run would compute, and what follows from it, for each k asked', async () => {
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
      const pieces = partitionPieces(
        {
          graph: prepared.graph,
          matrix: prepared.matrix,
          postAuthor: prepared.network.postAuthor,
          userTerms: () => prepared.userTerms(),
        },
        inThisThread,
        k,
      );
      const ahead = await helper.take(k);
      expect(ahead?.partition).toEqual(inThisThread);
      expect(ahead?.pieces).toEqual(pieces);
      // With this thread's own vocabulary, not a copy of it.
      expect(ahead?.pieces.termsOfUsers.vocabulary).toBe(prepared.matrix.vocabulary);
      expect(ahead?.pieces.termsOfUsers.offsets[prepared.network.names.length]).toBeGreaterThan(0);
      // The run given them answers as the run computing everything itself.
      const options = { k, seed: 5, relations: ['retweet', 'reply', 'mention'] as const, displayCap: 100 };
      const given = analyzePrepared(prepared, { ...options, relations: [...options.relations] }, undefined, ahead!);
      const alone = analyzePrepared(prepared, { ...options, relations: [...options.relations] });
      expect(given).toEqual(alone);
    }
    expect(helper.busy).toBe(false);
  });

  it('says nothing of a k it was not asked for, and null for one that failed', async () => {
    expect(helper.take(4)).toBeUndefined();
    helper.request([99]);
    expect(await helper.take(99)).toBeNull();
  });
});
