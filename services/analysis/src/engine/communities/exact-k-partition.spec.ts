import { describe, expect, it } from '@jest/globals';
import { AnalysisErrorCode } from '../types.js';
import { clique, twoCliques, undirectedGraph } from '../test-support/undirected-graph.js';
import { partitionExactK } from './exact-k-partition.js';
import type { TextGrouping } from './text-grouping.js';

/** Text stand-in: records what it was asked, places every unit in `placeIn`, clusters by index. */
function fakeText(withText: number, placeIn = 0): TextGrouping & { placed: number[][] } {
  const placed: number[][] = [];
  return {
    placed,
    usersWithText: () => withText,
    place(units) {
      placed.push(...units.map((u) => [...u]));
      return new Int32Array(units.length).fill(placeIn);
    },
    similarity(users, _assignment, k) {
      return new Float64Array(users.length * k);
    },
    cluster(k) {
      return Int32Array.from({ length: withText }, (_, i) => i % k);
    },
  };
}

describe('partitionExactK', () => {
  it('gives the two cliques at k = 2 and everyone together at k = 1', () => {
    const two = partitionExactK({ graph: twoCliques(), k: 2, seed: 1, text: fakeText(10) });
    expect(Array.from(two.assignment)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
    expect(two).toMatchObject({ naturalCount: 2, textOnly: false });
    expect(two.naturalModularity).toBeCloseTo(2 * (10 / 21 - 0.25), 12);
    expect(two.finalModularity).toBeCloseTo(two.naturalModularity, 12);
    const one = partitionExactK({ graph: twoCliques(), k: 1, seed: 1, text: fakeText(10) });
    expect(Array.from(one.assignment)).toEqual(new Array(10).fill(0));
    expect(one.finalModularity).toBeCloseTo(0, 12);
  });

  it('splits when the natural partition has fewer than k communities', () => {
    const three = partitionExactK({ graph: twoCliques(), k: 3, seed: 1, text: fakeText(10) });
    expect(new Set(three.assignment).size).toBe(3);
  });

  it('places dust components as one unit and isolated users alone, by text', () => {
    // Main component: the two cliques (0..9). Dust: the pair 10–11. Isolated: 12.
    const edges = [...clique([0, 1, 2, 3, 4]), ...clique([5, 6, 7, 8, 9]), [4, 5], [10, 11]];
    const text = fakeText(13, 1);
    const result = partitionExactK({ graph: undirectedGraph(13, edges), k: 2, seed: 1, text });
    expect(text.placed).toEqual([[10, 11], [12]]);
    expect(Array.from(result.assignment)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(Array.from(result.placedByText)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1]);
    // The dust pair is its own natural community.
    expect(result.naturalCount).toBe(3);
  });

  it('takes in smaller components when the core has fewer communities than k', () => {
    // Only pairs: two of them become the communities; the third is placed by text.
    const text = fakeText(6);
    const result = partitionExactK({
      graph: undirectedGraph(6, [
        [0, 1],
        [2, 3],
        [4, 5],
      ]),
      k: 2,
      seed: 1,
      text,
    });
    expect(Array.from(result.assignment)).toEqual([0, 0, 1, 1, 0, 0]);
    expect(text.placed).toEqual([[4, 5]]);
  });

  it('prefers a separate component to splitting a star', () => {
    // A star of 8 leaves around 0, a triangle 9..11 and a pair 12–13: at k = 3 the pair is
    // promoted rather than a leaf cut off the star.
    const star = [1, 2, 3, 4, 5, 6, 7, 8].map((leaf) => [0, leaf]);
    const graph = undirectedGraph(14, [...star, ...clique([9, 10, 11]), [12, 13]]);
    const result = partitionExactK({ graph, k: 3, seed: 1, text: fakeText(14) });
    expect(Array.from(result.assignment)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2]);
    expect(Array.from(result.placedByText).every((f) => f === 0)).toBe(true);
  });

  it('clusters by text alone without interactions, and says so', () => {
    const result = partitionExactK({ graph: undirectedGraph(4, []), k: 2, seed: 1, text: fakeText(4) });
    expect(Array.from(result.assignment)).toEqual([0, 1, 0, 1]);
    expect(result.textOnly).toBe(true);
    expect(Array.from(result.placedByText)).toEqual([1, 1, 1, 1]);
  });

  it('clusters by text when fewer users interact than k', () => {
    const result = partitionExactK({ graph: undirectedGraph(5, [[0, 1]]), k: 3, seed: 1, text: fakeText(5) });
    expect(result.textOnly).toBe(true);
    expect(new Set(result.assignment).size).toBe(3);
  });

  it('fails with no_signal when neither interactions nor text can make k communities', () => {
    expect(() => partitionExactK({ graph: undirectedGraph(4, []), k: 2, seed: 1, text: fakeText(1) })).toThrow(
      expect.objectContaining({ code: AnalysisErrorCode.NoSignal }),
    );
  });

  it('fails with too_few_users when k exceeds the users', () => {
    expect(() => partitionExactK({ graph: twoCliques(), k: 11, seed: 1, text: fakeText(10) })).toThrow(
      expect.objectContaining({ code: AnalysisErrorCode.TooFewUsers }),
    );
  });
});
