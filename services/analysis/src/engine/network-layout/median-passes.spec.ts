import { describe, expect, it } from '@jest/globals';
import { buildCsr, toUndirected } from '../network/csr-graph.js';
import { medianPasses } from './median-passes.js';
import type { WeightedGraph } from './weighted-graph.js';

/** A weighted graph of unit masses from [a, b, weight] edges. */
function weighted(n: number, edges: Array<[number, number, number]>): WeightedGraph {
  const csr = toUndirected(
    buildCsr(
      n,
      Int32Array.from(edges, (e) => e[0]),
      Int32Array.from(edges, (e) => e[1]),
      Float64Array.from(edges, (e) => e[2]),
      edges.length,
    ),
  );
  return { ...csr, mass: new Float64Array(n).fill(1) };
}

describe('medianPasses', () => {
  it("moves a user with a few relations to its neighbours' geometric median, not their mean", () => {
    // User 0 retweets 1 three times and 2 once; 1 and 2 each have one relation (they stay).
    const graph = weighted(3, [
      [0, 1, 3],
      [0, 2, 1],
    ]);
    const x = Float64Array.from([50, 0, 100]);
    const y = Float64Array.from([40, 0, 0]);
    medianPasses(graph, x, y);
    expect([x[1], y[1], x[2], y[2]]).toEqual([0, 0, 100, 0]);
    // The mean would be (25, 0); the median is at user 1, whatever the jitter (2 % of the mean
    // edge length).
    expect(Math.hypot(x[0], y[0])).toBeLessThan(3);
  });

  it('leaves hubs (more than 20 neighbours) where they are', () => {
    const edges: Array<[number, number, number]> = Array.from({ length: 21 }, (_, i) => [0, i + 1, 1]);
    const graph = weighted(22, edges);
    const x = Float64Array.from({ length: 22 }, (_, u) => (u === 0 ? 500 : u));
    const y = new Float64Array(22);
    medianPasses(graph, x, y);
    expect(x[0]).toBe(500);
  });

  it('gives the same places for the same input', () => {
    const graph = weighted(5, [
      [0, 1, 1],
      [0, 2, 2],
      [1, 3, 1],
      [2, 3, 1],
      [3, 4, 1],
    ]);
    const run = () => {
      const x = Float64Array.from([0, 10, 20, 30, 40]);
      const y = Float64Array.from([5, -5, 15, 0, 8]);
      medianPasses(graph, x, y);
      return [...x, ...y];
    };
    expect(run()).toEqual(run());
  });
});
