import { describe, expect, it } from '@jest/globals';
import type { Post } from '../types.js';
import { buildNetwork } from './build-network.js';
import { toUndirected } from './csr-graph.js';
import { computeUserMetrics } from './user-metrics.js';

const posts: Post[] = [
  { row: 0, author: 'ann', text: 'original thought', time: 100, followers: 10 },
  { row: 1, author: 'ben', text: 'RT @ann: original thought', time: 200, followers: 5 },
  { row: 2, author: 'cat', text: 'RT @Ann: original thought', time: 300, followers: null },
  { row: 3, author: 'ann', text: 'RT @ben: something', time: 50, followers: 12 },
  { row: 4, author: 'ben', text: 'RT @ben: me again', time: 400, followers: null },
  { row: 5, author: 'ben', text: 'RT @dan: hi', time: 150, followers: 7 },
];

describe('computeUserMetrics', () => {
  const network = buildNetwork(posts, ['retweet']);
  const metrics = computeUserMetrics(posts, network, toUndirected(network.graph));
  const at = (name: string): number => network.index.get(name)!;

  it('counts retweets received and made, without self-retweets', () => {
    expect(network.names).toEqual(['ann', 'ben', 'cat', 'dan']);
    expect(Array.from(metrics.getRetweeted)).toEqual([2, 1, 0, 1]);
    expect(Array.from(metrics.countRetweet)).toEqual([1, 2, 1, 0]);
  });

  it('keeps the follower count of the latest post that has one', () => {
    expect(metrics.followers[at('ann')]).toBe(10);
    expect(metrics.followers[at('ben')]).toBe(5);
    expect(metrics.followers[at('cat')]).toBeNaN();
    expect(metrics.followers[at('dan')]).toBeNaN();
  });

  it('counts distinct neighbours and first and last post times', () => {
    expect(Array.from(metrics.degree)).toEqual([2, 2, 1, 1]);
    expect(metrics.firstTime[at('ann')]).toBe(50);
    expect(metrics.lastTime[at('ann')]).toBe(100);
    expect(metrics.firstTime[at('dan')]).toBeNaN();
    expect(Array.from(metrics.postCount)).toEqual([2, 3, 1, 0]);
  });

  it('computes PageRank on the directed retweet graph', () => {
    // ann gives all her rank to ben, ben splits his between ann and dan; cat has no in-edges, so
    // cat = (0.15 + 0.85·dan) / 4 with dan, who retweets nobody, spreading his rank evenly.
    const pr = metrics.pagerank;
    expect(pr[at('ben')]).toBeGreaterThan(pr[at('ann')]);
    expect(pr[at('ann')]).toBeGreaterThan(pr[at('dan')]);
    expect(pr[at('dan')]).toBeGreaterThan(pr[at('cat')]);
    expect(pr[at('cat')]).toBeCloseTo((0.15 + 0.85 * pr[at('dan')]) / 4, 9);
    expect(pr[at('ann')]).toBeCloseTo(0.315171, 5); // igraph's pagerank() on the same graph: 0.3151706
    expect(Array.from(pr).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});
