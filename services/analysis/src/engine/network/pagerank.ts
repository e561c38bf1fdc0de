import type { CsrGraph } from './csr-graph.js';

export interface PageRankOptions {
  damping?: number;
  /** Stop when the L1 change of one iteration falls below this. */
  tolerance?: number;
  maxIterations?: number;
}

/**
 * Weighted PageRank on a directed graph (an edge u→v passes u's rank to v in proportion to its
 * weight). Rank of nodes without out-edges is spread evenly, as in igraph and networkx, so the
 * scores sum to 1.
 */
export function pageRank(graph: CsrGraph, options: PageRankOptions = {}): Float64Array {
  const { n, offsets, targets, weights } = graph;
  const damping = options.damping ?? 0.85;
  const tolerance = options.tolerance ?? 1e-10;
  const maxIterations = options.maxIterations ?? 200;
  if (n === 0) return new Float64Array(0);
  const outStrength = new Float64Array(n);
  for (let u = 0; u < n; u++) {
    let s = 0;
    for (let p = offsets[u]; p < offsets[u + 1]; p++) s += weights[p];
    outStrength[u] = s;
  }
  let rank = new Float64Array(n).fill(1 / n);
  let next = new Float64Array(n);
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    let dangling = 0;
    for (let u = 0; u < n; u++) if (outStrength[u] === 0) dangling += rank[u];
    next.fill((1 - damping) / n + (damping * dangling) / n);
    for (let u = 0; u < n; u++) {
      const s = outStrength[u];
      if (s === 0) continue;
      const share = (damping * rank[u]) / s;
      for (let p = offsets[u]; p < offsets[u + 1]; p++) next[targets[p]] += share * weights[p];
    }
    let change = 0;
    for (let u = 0; u < n; u++) change += Math.abs(next[u] - rank[u]);
    [rank, next] = [next, rank];
    if (change < tolerance) break;
  }
  return rank;
}
