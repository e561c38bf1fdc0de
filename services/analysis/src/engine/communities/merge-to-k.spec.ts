import { describe, expect, it } from '@jest/globals';
import { clique, twoCliques, undirectedGraph } from '../test-support/undirected-graph.js';
import { mergeToK } from './merge-to-k.js';

describe('mergeToK', () => {
  it('merges the pair joined by most weight first', () => {
    // Triangles A = 0..2, B = 3..5, C = 6..8; A–B joined by 3 edges, B–C by 1.
    const g = undirectedGraph(9, [
      ...clique([0, 1, 2]),
      ...clique([3, 4, 5]),
      ...clique([6, 7, 8]),
      [0, 3],
      [1, 4],
      [2, 5],
      [5, 6],
    ]);
    const start = Int32Array.of(0, 0, 0, 1, 1, 1, 2, 2, 2);
    expect(Array.from(mergeToK(g, start, 2))).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1]);
    expect(Array.from(mergeToK(g, start, 1))).toEqual(new Array(9).fill(0));
    expect(Array.from(mergeToK(g, start, 3))).toEqual(Array.from(start));
  });

  it('merges disconnected parts, smallest together first', () => {
    // Components: a 4-clique, a triangle, and two single edges.
    const g = undirectedGraph(11, [...clique([0, 1, 2, 3]), ...clique([4, 5, 6]), [7, 8], [9, 10]]);
    const start = Int32Array.of(0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 3);
    expect(Array.from(mergeToK(g, start, 3))).toEqual([0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2]);
  });

  it('prefers a linked merge to an unlinked one when it gains more', () => {
    const start = Int32Array.of(0, 0, 0, 1, 1, 2, 2, 2, 2, 3);
    // Singletons 3,4 joined into clique 0..2 by two edges each: merging them beats everything else.
    const g = undirectedGraph(10, [...clique([0, 1, 2]), [3, 4], [3, 0], [4, 1], ...clique([5, 6, 7, 8]), [8, 9]]);
    expect(Array.from(mergeToK(g, start, 3))).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 2]);
  });

  it('keeps two cliques apart at k = 2 and joins them at k = 1', () => {
    const singletons = Int32Array.from({ length: 10 }, (_, i) => i);
    expect(Array.from(mergeToK(twoCliques(), singletons, 2))).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
  });
});
