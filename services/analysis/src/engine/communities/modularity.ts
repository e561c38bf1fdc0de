import type { CsrGraph } from '../network/csr-graph.js';

/**
 * Newman modularity of a partition of an undirected weighted graph stored symmetrically:
 * Q = Σ_c [ in_c / 2m − γ (tot_c / 2m)² ], in_c counting each internal edge from both ends.
 * Returns 0 for a graph without edges.
 */
export function modularity(graph: CsrGraph, membership: ArrayLike<number>, resolution = 1): number {
  let communities = 0;
  for (let i = 0; i < graph.n; i++) if (membership[i] + 1 > communities) communities = membership[i] + 1;
  const inside = new Float64Array(communities);
  const total = new Float64Array(communities);
  let twoM = 0;
  for (let u = 0; u < graph.n; u++) {
    const cu = membership[u];
    for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) {
      const w = graph.weights[p];
      twoM += w;
      total[cu] += w;
      if (membership[graph.targets[p]] === cu) inside[cu] += w;
    }
  }
  if (twoM === 0) return 0;
  let q = 0;
  for (let c = 0; c < communities; c++) q += inside[c] / twoM - resolution * (total[c] / twoM) ** 2;
  return q;
}
