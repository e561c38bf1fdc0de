import { describe, expect, it } from '@jest/globals';
import { buildCsr } from './csr-graph.js';
import { pageRank } from './pagerank.js';

describe('pageRank', () => {
  it('gives a 2-cycle equal ranks', () => {
    const g = buildCsr(2, Int32Array.of(0, 1), Int32Array.of(1, 0), Float64Array.of(1, 1), 2);
    const pr = pageRank(g);
    expect(pr[0]).toBeCloseTo(0.5, 12);
    expect(pr[1]).toBeCloseTo(0.5, 12);
  });

  it('matches the closed form of a star where leaves point at the hub', () => {
    // Leaves 1..3 → hub 0; the dangling hub spreads its rank over all four. A leaf gets
    // x = 0.15/4 + 0.85·h/4 with h = 1 − 3x, so x = 0.25 / 1.6375.
    const g = buildCsr(4, Int32Array.of(1, 2, 3), Int32Array.of(0, 0, 0), Float64Array.of(1, 1, 1), 3);
    const pr = pageRank(g);
    const leaf = 0.25 / 1.6375;
    expect(pr[1]).toBeCloseTo(leaf, 9);
    expect(pr[0]).toBeCloseTo(1 - 3 * leaf, 9);
  });

  it('splits rank by edge weight', () => {
    // 0 → 1 (weight 3), 0 → 2 (weight 1); 1 and 2 point back at 0.
    const g = buildCsr(3, Int32Array.of(0, 0, 1, 2), Int32Array.of(1, 2, 0, 0), Float64Array.of(3, 1, 1, 1), 4);
    const pr = pageRank(g);
    expect(pr[1] / pr[2]).toBeCloseTo((0.05 + 0.85 * 0.75 * pr[0]) / (0.05 + 0.85 * 0.25 * pr[0]), 9);
    expect(pr[0] + pr[1] + pr[2]).toBeCloseTo(1, 12);
  });
});
