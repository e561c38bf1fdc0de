import type { CsrGraph } from '../network/csr-graph.js';

/** The graph among the given nodes, relabelled 0..nodes.length-1 in the given order. */
export function inducedSubgraph(graph: CsrGraph, nodes: readonly number[]): CsrGraph {
  const local = new Int32Array(graph.n).fill(-1);
  nodes.forEach((u, i) => (local[u] = i));
  const offsets = new Int32Array(nodes.length + 1);
  let count = 0;
  nodes.forEach((u, i) => {
    for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) if (local[graph.targets[p]] >= 0) count++;
    offsets[i + 1] = count;
  });
  const targets = new Int32Array(count);
  const weights = new Float64Array(count);
  let at = 0;
  for (const u of nodes) {
    for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) {
      const v = local[graph.targets[p]];
      if (v >= 0) {
        targets[at] = v;
        weights[at++] = graph.weights[p];
      }
    }
  }
  return { n: nodes.length, offsets, targets, weights };
}
