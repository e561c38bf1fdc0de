import { describe, expect, it } from '@jest/globals';
import { clusterByText, type SparseVectors } from './cluster-by-text.js';

/** One row of term ids per unit, each weight 1. */
function vectors(rows: number[][], dimensions: number): SparseVectors {
  const offsets = new Int32Array(rows.length + 1);
  rows.forEach((r, i) => (offsets[i + 1] = offsets[i] + r.length));
  return { offsets, ids: Int32Array.from(rows.flat()), values: new Float64Array(offsets[rows.length]).fill(1), dimensions };
}

describe('clusterByText', () => {
  // Terms 0..2 are one topic, 3..5 another, 6..8 a third; unit 9 has no terms.
  const rows = [[0, 1], [1, 2], [0, 2], [3, 4], [4, 5], [3, 5], [6, 7], [7, 8], [6, 8], []];

  it('separates disjoint topics, for every seed', () => {
    for (let seed = 0; seed < 20; seed++) {
      const group = Array.from(clusterByText(vectors(rows, 9), 3, seed));
      expect(group[9]).toBe(-1);
      for (const topic of [[0, 1, 2], [3, 4, 5], [6, 7, 8]]) expect(new Set(topic.map((u) => group[u])).size).toBe(1);
      expect(new Set(group.slice(0, 9)).size).toBe(3);
    }
  });

  it('keeps k groups non-empty even when the text has fewer topics', () => {
    const group = Array.from(clusterByText(vectors([[0], [0], [0], [0]], 1), 3, 1));
    expect(new Set(group).size).toBe(3);
  });

  it('is deterministic for a seed', () => {
    expect(clusterByText(vectors(rows, 9), 2, 5)).toEqual(clusterByText(vectors(rows, 9), 2, 5));
  });
});
