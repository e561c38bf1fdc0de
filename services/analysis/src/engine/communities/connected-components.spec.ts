import { describe, expect, it } from '@jest/globals';
import { undirectedGraph } from '../test-support/undirected-graph.js';
import { connectedComponents } from './connected-components.js';
import { inducedSubgraph } from './induced-subgraph.js';

describe('connectedComponents', () => {
  it('labels components in order of their first node, with sizes', () => {
    const { component, count, size } = connectedComponents(
      undirectedGraph(6, [
        [0, 3],
        [3, 5],
        [1, 2],
      ]),
    );
    expect(Array.from(component)).toEqual([0, 1, 1, 0, 2, 0]);
    expect(count).toBe(3);
    expect(Array.from(size)).toEqual([3, 2, 1]);
  });
});

describe('inducedSubgraph', () => {
  it('keeps the edges among the chosen nodes, renumbered in the given order', () => {
    const sub = inducedSubgraph(
      undirectedGraph(4, [
        [0, 1, 2],
        [1, 2],
        [2, 3],
      ]),
      [2, 1],
    );
    expect(sub.n).toBe(2);
    expect(Array.from(sub.offsets)).toEqual([0, 1, 2]);
    expect(Array.from(sub.targets)).toEqual([1, 0]);
    expect(Array.from(sub.weights)).toEqual([1, 1]);
  });
});
