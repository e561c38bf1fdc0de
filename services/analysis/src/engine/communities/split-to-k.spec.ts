import { describe, expect, it } from '@jest/globals';
import { relabel } from './leiden.js';
import { clique, twoCliques, undirectedGraph } from '../test-support/undirected-graph.js';
import { splitToK } from './split-to-k.js';

describe('splitToK', () => {
  it('splits one community of two cliques along the bridge', () => {
    expect(Array.from(splitToK(twoCliques(), new Int32Array(10), 2, 1))).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
  });

  it('splits the community whose bisection costs least modularity', () => {
    // Community 0: two triangles joined by an edge (6 nodes); community 1: a 3-clique.
    const g = undirectedGraph(9, [...clique([0, 1, 2]), ...clique([3, 4, 5]), [2, 3], ...clique([6, 7, 8])]);
    const result = splitToK(g, Int32Array.of(0, 0, 0, 0, 0, 0, 1, 1, 1), 3, 1);
    expect(Array.from(relabel(result).membership)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2]);
  });

  it('splits a clique, which no resolution-1 partition divides', () => {
    const result = splitToK(undirectedGraph(4, clique([0, 1, 2, 3])), new Int32Array(4), 2, 1);
    expect(relabel(result).count).toBe(2);
  });

  it('stops when every community is a single node', () => {
    expect(relabel(splitToK(undirectedGraph(2, [[0, 1]]), new Int32Array(2), 5, 1)).count).toBe(2);
  });
});
