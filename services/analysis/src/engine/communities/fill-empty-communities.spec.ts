import { describe, expect, it } from '@jest/globals';
import { clique, undirectedGraph } from '../test-support/undirected-graph.js';
import { fillEmptyCommunities } from './fill-empty-communities.js';

describe('fillEmptyCommunities', () => {
  it('leaves a partition whose communities all have users as it is', () => {
    const graph = undirectedGraph(4, [
      [0, 1],
      [2, 3],
    ]);
    const a = Int32Array.from([0, 0, 1, 1]);
    expect(fillEmptyCommunities(graph, a, 2)).toBe(0);
    expect(Array.from(a)).toEqual([0, 0, 1, 1]);
  });

  it("gives an empty community the largest community's least tied member, a user without ties first", () => {
    // A 4-clique (0..3) with a pendant 4 (tied to 3 and, outside, to 5); 6 has no ties at all.
    const graph = undirectedGraph(7, [...clique([0, 1, 2, 3]), [3, 4], [4, 5]]);
    const a = Int32Array.from([0, 0, 0, 0, 0, 1, 0]);
    expect(fillEmptyCommunities(graph, a, 4)).toBe(2);
    // 6 (no ties) fills community 2; then 4 (half its weight inside) fills community 3.
    expect(Array.from(a)).toEqual([0, 0, 0, 0, 3, 1, 2]);
  });

  it('refuses when there are fewer users than communities', () => {
    expect(() => fillEmptyCommunities(undirectedGraph(2, [[0, 1]]), Int32Array.from([0, 0]), 3)).toThrow(RangeError);
  });
});
