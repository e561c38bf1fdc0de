import type { CsrGraph } from '../network/csr-graph.js';
import { inducedSubgraph } from './induced-subgraph.js';
import { leiden, relabel } from './leiden.js';
import { mergeToK } from './merge-to-k.js';

/**
 * Raises a partition to k communities by splitting the largest community in two, again and again.
 * A split runs Leiden inside the community, raising the resolution until it falls apart, and merges
 * the pieces back to the best two by modularity. Stops early only when every community is a single
 * node; the caller checks the count it gets back.
 */
export function splitToK(graph: CsrGraph, membership: Int32Array, k: number, seed: number): Int32Array {
  const start = relabel(membership);
  const label = start.membership;
  let count = start.count;
  const size = new Int32Array(Math.max(k, count));
  for (let u = 0; u < graph.n; u++) size[label[u]]++;
  while (count < k) {
    let largest = -1;
    for (let c = 0; c < count; c++) if (size[c] >= 2 && (largest < 0 || size[c] > size[largest])) largest = c;
    if (largest < 0) break;
    const halves = bisect(graph, label, largest, seed + count);
    for (const u of halves) {
      label[u] = count;
      size[largest]--;
      size[count]++;
    }
    count++;
  }
  return label;
}

/** Nodes of community c that go to the new half. */
function bisect(graph: CsrGraph, label: Int32Array, c: number, seed: number): number[] {
  const nodes: number[] = [];
  for (let u = 0; u < graph.n; u++) if (label[u] === c) nodes.push(u);
  const sub = inducedSubgraph(graph, nodes);
  let parts = leiden(sub, { seed });
  for (let resolution = 2; parts.count < 2 && resolution < 2 ** 40; resolution *= 2) {
    parts = leiden(sub, { seed, resolution });
  }
  let two = parts.count >= 2 ? mergeToK(sub, parts.membership, 2) : null;
  if (two === null) {
    // A community Leiden cannot split at any resolution: cut off its last node.
    two = new Int32Array(nodes.length);
    two[nodes.length - 1] = 1;
  }
  // The half holding the community's first node keeps the old label.
  const moved: number[] = [];
  for (let i = 0; i < nodes.length; i++) if (two[i] !== two[0]) moved.push(nodes[i]);
  return moved;
}
