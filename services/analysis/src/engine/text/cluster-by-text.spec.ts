import { describe, expect, it } from '@jest/globals';
import { SeededRandom } from '@kizuna/platform/random';
import { AnalysisError, AnalysisErrorCode } from '../types.js';
import { clusterByText } from './cluster-by-text.js';

const sport = [
  ['soccer', 'goal', 'team'],
  ['soccer', 'match'],
  ['team', 'goal', 'league'],
];
const food = [
  ['ramen', 'sushi'],
  ['ramen', 'noodle', 'broth'],
  ['sushi', 'tuna', 'ramen'],
];
const tech = [
  ['phone', 'app', 'update'],
  ['app', 'bug'],
];

function sizesOf(clusters: Int32Array, k: number): number[] {
  const sizes = new Array<number>(k).fill(0);
  for (const c of clusters) sizes[c]++;
  return sizes;
}

describe('clusterByText', () => {
  it('separates users by topic, numbering clusters by size then earliest user', () => {
    expect(Array.from(clusterByText([...sport, ...food, ...tech], 3, 1))).toEqual([0, 0, 0, 1, 1, 1, 2, 2]);
    expect(Array.from(clusterByText([...tech, ...food, ...sport], 3, 1))).toEqual([2, 2, 0, 0, 0, 1, 1, 1]);
  });

  it('finds the same topics from any seed', () => {
    for (const seed of [2, 3, 99, -7]) {
      expect(Array.from(clusterByText([...food, ...sport], 2, seed))).toEqual([0, 0, 0, 1, 1, 1]);
    }
  });

  it('puts users without terms in the largest cluster', () => {
    expect(Array.from(clusterByText([[], ...tech, ...food, []], 2, 5))).toEqual([0, 1, 1, 0, 0, 0, 0]);
  });

  it('fills all k clusters even when users write the same thing', () => {
    const clusters = clusterByText(
      [
        ['cat', 'dog'],
        ['cat', 'dog'],
        ['cat', 'dog'],
        ['cat', 'dog'],
      ],
      3,
      11,
    );
    expect(sizesOf(clusters, 3)).toEqual([2, 1, 1]);
  });

  it('is deterministic for a seed and fills every cluster', () => {
    const random = new SeededRandom(42);
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
    const users = Array.from({ length: 300 }, () =>
      Array.from({ length: 1 + random.int(6) }, () => words[random.int(60)]),
    );
    const first = clusterByText(users, 6, 123);
    expect(Array.from(clusterByText(users, 6, 123))).toEqual(Array.from(first));
    const sizes = sizesOf(first, 6);
    expect(sizes.every((size) => size > 0)).toBe(true);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  });

  it('throws NoSignal when fewer than k users have terms', () => {
    const attempt = (): Int32Array => clusterByText([['ramen'], [], ['soccer'], []], 3, 1);
    expect(attempt).toThrow(AnalysisError);
    expect(attempt).toThrow(expect.objectContaining({ code: AnalysisErrorCode.NoSignal }));
  });
});
