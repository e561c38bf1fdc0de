import { buildCsr, toUndirected, type CsrGraph } from '../network/csr-graph.js';

/** Undirected graph from [a, b] pairs (weight 1 each, or [a, b, w]). */
export function undirectedGraph(n: number, edges: ReadonlyArray<readonly number[]>): CsrGraph {
  const s = Int32Array.from(edges, (e) => e[0]);
  const t = Int32Array.from(edges, (e) => e[1]);
  const w = Float64Array.from(edges, (e) => e[2] ?? 1);
  return toUndirected(buildCsr(n, s, t, w, edges.length));
}

/** Edges of a clique over the given nodes. */
export function clique(nodes: readonly number[]): number[][] {
  const edges: number[][] = [];
  for (let i = 0; i < nodes.length; i++) for (let j = i + 1; j < nodes.length; j++) edges.push([nodes[i], nodes[j]]);
  return edges;
}

/** Two 5-cliques (0..4 and 5..9) joined by the edge 4–5. */
export function twoCliques(): CsrGraph {
  return undirectedGraph(10, [...clique([0, 1, 2, 3, 4]), ...clique([5, 6, 7, 8, 9]), [4, 5]]);
}
