import type { CsrGraph } from '../network/csr-graph.js';

/**
 * Each user's share of interaction weight in each community, best first (ties: lower community).
 * Stored flat: user u's entries are communities/shares[offsets[u] .. offsets[u+1]).
 * A user without interactions belongs wholly to the community it was placed in.
 */
export interface MembershipScores {
  offsets: Int32Array;
  communities: Int32Array;
  /** 0..1, summing to 1 per user. */
  shares: Float64Array;
}

export function membershipScores(graph: CsrGraph, assignment: Int32Array, k: number): MembershipScores {
  const n = graph.n;
  const offsets = new Int32Array(n + 1);
  const communities: number[] = [];
  const shares: number[] = [];
  const weight = new Float64Array(k);
  const touched: number[] = [];
  for (let u = 0; u < n; u++) {
    let total = 0;
    for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) {
      const c = assignment[graph.targets[p]];
      if (weight[c] === 0) touched.push(c);
      weight[c] += graph.weights[p];
      total += graph.weights[p];
    }
    if (total === 0) {
      communities.push(assignment[u]);
      shares.push(1);
    } else {
      touched.sort((a, b) => weight[b] - weight[a] || a - b);
      for (const c of touched) {
        communities.push(c);
        shares.push(weight[c] / total);
        weight[c] = 0;
      }
    }
    touched.length = 0;
    offsets[u + 1] = communities.length;
  }
  return { offsets, communities: Int32Array.from(communities), shares: Float64Array.from(shares) };
}
