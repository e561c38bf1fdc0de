import { describe, expect, it } from '@jest/globals';
import { twoCliques, undirectedGraph } from '../test-support/undirected-graph.js';
import { modularity } from './modularity.js';

describe('modularity', () => {
  it('matches the hand count for two 5-cliques joined by one edge', () => {
    // m = 21; each side has 10 internal edges and total degree 21: Q = 2·(10/21 − (21/42)²).
    expect(modularity(twoCliques(), [0, 0, 0, 0, 0, 1, 1, 1, 1, 1])).toBeCloseTo(2 * (10 / 21 - 0.25), 12);
  });

  it('is 0 for everything in one community and for an edgeless graph', () => {
    expect(modularity(twoCliques(), new Array(10).fill(0))).toBeCloseTo(0, 12);
    expect(modularity(undirectedGraph(3, []), [0, 1, 2])).toBe(0);
  });

  it('uses edge weights', () => {
    // Path 0-1-2 with weights 3 and 1, split {0,1} | {2}: 2m = 8, Q = 6/8 − (7/8)² + 0 − (1/8)².
    const g = undirectedGraph(3, [
      [0, 1, 3],
      [1, 2, 1],
    ]);
    expect(modularity(g, [0, 0, 1])).toBeCloseTo(6 / 8 - (7 / 8) ** 2 - (1 / 8) ** 2, 12);
  });
});
