import { describe, expect, it } from '@jest/globals';
import { clique, twoCliques, undirectedGraph } from '../test-support/undirected-graph.js';
import { leiden, relabel } from './leiden.js';
import { modularity } from './modularity.js';

describe('leiden', () => {
  it('finds the two cliques', () => {
    expect(Array.from(leiden(twoCliques(), { seed: 1 }).membership)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
  });

  it('finds four cliques in a ring of cliques, for every seed', () => {
    const edges = [
      ...clique([0, 1, 2, 3]),
      ...clique([4, 5, 6, 7]),
      ...clique([8, 9, 10, 11]),
      ...clique([12, 13, 14, 15]),
      [3, 4],
      [7, 8],
      [11, 12],
      [15, 0],
    ];
    const g = undirectedGraph(16, edges);
    for (let seed = 0; seed < 10; seed++) {
      const result = leiden(g, { seed });
      expect(result.count).toBe(4);
      expect(Array.from(result.membership)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    }
  });

  it('is deterministic for a seed', () => {
    const edges: number[][] = [];
    // A ring of 60 nodes with chords: many near-equal partitions, so randomness would show.
    for (let i = 0; i < 60; i++) edges.push([i, (i + 1) % 60], [i, (i + 7) % 60]);
    const g = undirectedGraph(60, edges);
    const first = Array.from(leiden(g, { seed: 42 }).membership);
    // A run with another seed in between: state left behind by one run must not steer the next.
    leiden(g, { seed: 7 });
    expect(Array.from(leiden(g, { seed: 42 }).membership)).toEqual(first);
    expect(new Set(first).size).toBeGreaterThan(1);
  });

  it('leaves isolated nodes alone and handles an edgeless graph', () => {
    const g = undirectedGraph(5, [[0, 1]]);
    expect(Array.from(leiden(g, { seed: 1 }).membership)).toEqual([0, 0, 1, 2, 3]);
    expect(leiden(undirectedGraph(3, []), { seed: 1 }).count).toBe(3);
  });

  it('finds the optimum of a barbell, where the bridge pair forms its own community', () => {
    // Two 6-cliques joined by the path 5-6-7-8 (m = 33). {clique}{6,7}{clique} scores
    // 2·(15/33 − (31/66)²) + 1/33 − (4/66)² ≈ 0.4944, above 0.4697 for the two halves.
    const edges = [...clique([0, 1, 2, 3, 4, 5]), ...clique([8, 9, 10, 11, 12, 13]), [5, 6], [6, 7], [7, 8]];
    const g = undirectedGraph(14, edges);
    const result = leiden(g, { seed: 3 });
    expect(Array.from(result.membership)).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 2, 2, 2, 2]);
    expect(modularity(g, result.membership)).toBeCloseTo(2 * (15 / 33 - (31 / 66) ** 2) + 1 / 33 - (4 / 66) ** 2, 12);
  });

  it('labels communities in order of their first node', () => {
    expect(Array.from(relabel([5, 5, 2, 9, 2]).membership)).toEqual([0, 0, 1, 2, 1]);
  });
});
