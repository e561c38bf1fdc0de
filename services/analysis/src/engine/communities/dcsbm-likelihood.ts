import type { CsrGraph } from '../network/csr-graph.js';

/** x·ln x with 0·ln 0 = 0, the building block of the block model's log-likelihood. */
export function xlogx(x: number): number {
  return x > 0 ? x * Math.log(x) : 0;
}

/**
 * Edge counts between and sizes of the k blocks of a partition: `between[r*k+s]` sums the weights
 * of the edges from block r to block s (an edge inside a block counts from both ends, as in Karrer
 * and Newman's m_rr), `degree[r]` sums its users' degrees (κ_r), `size[r]` counts its users.
 */
export interface BlockCounts {
  k: number;
  between: Float64Array;
  degree: Float64Array;
  size: Int32Array;
}

export function blockCounts(graph: CsrGraph, membership: ArrayLike<number>, k: number): BlockCounts {
  const between = new Float64Array(k * k);
  const degree = new Float64Array(k);
  const size = new Int32Array(k);
  for (let u = 0; u < graph.n; u++) {
    const r = membership[u];
    size[r]++;
    for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) {
      const w = graph.weights[p];
      between[r * k + membership[graph.targets[p]]] += w;
      degree[r] += w;
    }
  }
  return { k, between, degree, size };
}

/**
 * Log-likelihood of the degree-corrected stochastic block model (Karrer and Newman 2011, eq. 9)
 * maximised over its rates, up to terms that do not depend on the partition:
 * L = Σ_rs m_rs ln(m_rs / (κ_r κ_s)) = Σ_rs m_rs ln m_rs − 2 Σ_r κ_r ln κ_r.
 */
export function dcsbmLogLikelihood(counts: BlockCounts): number {
  const { k, between, degree } = counts;
  let sum = 0;
  for (let i = 0; i < k * k; i++) sum += xlogx(between[i]);
  for (let r = 0; r < k; r++) sum -= 2 * xlogx(degree[r]);
  return sum;
}
