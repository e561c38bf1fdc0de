import { describe, expect, it } from '@jest/globals';
import { undirectedGraph } from '../test-support/undirected-graph.js';
import { membershipScores } from './membership-scores.js';

describe('membershipScores', () => {
  // 0 links to 1 (weight 3, community 0), 2 (weight 1, community 1) and 3 (weight 1, community 2); 4 is alone.
  const g = undirectedGraph(5, [
    [0, 1, 3],
    [0, 2, 1],
    [0, 3, 1],
  ]);
  const scores = membershipScores(g, Int32Array.of(0, 0, 1, 2, 1), 3);
  const of = (u: number): Array<[number, number]> => {
    const out: Array<[number, number]> = [];
    for (let p = scores.offsets[u]; p < scores.offsets[u + 1]; p++) out.push([scores.communities[p], scores.shares[p]]);
    return out;
  };

  it('gives each community its share of the user’s interaction weight, best first, ties by community', () => {
    expect(of(0)).toEqual([
      [0, 0.6],
      [1, 0.2],
      [2, 0.2],
    ]);
    expect(of(2)).toEqual([[0, 1]]);
  });

  it('puts a user without interactions wholly in its own community', () => {
    expect(of(4)).toEqual([[1, 1]]);
  });
});
