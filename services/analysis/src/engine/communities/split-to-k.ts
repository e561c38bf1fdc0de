import type { CsrGraph } from '../network/csr-graph.js';
import { inducedSubgraph } from './induced-subgraph.js';
import { leiden, relabel } from './leiden.js';
import { mergeToK } from './merge-to-k.js';

/**
 * Raises a partition to k communities by splitting one community in two at a time: the one whose
 * best bisection costs the least modularity (on the football graph this beats always splitting the
 * largest: NMI 0.93 against 0.90). A bisection runs Leiden inside the community, raising the
 * resolution until it falls apart, and merges the pieces back to the best two. Stops early only
 * when every community is a single node; the caller checks the count it gets back.
 */
export function splitToK(graph: CsrGraph, membership: Int32Array, k: number, seed: number): Int32Array {
  const start = relabel(membership);
  const label = start.membership;
  let count = start.count;
  if (count >= k) return label;
  const strength = new Float64Array(graph.n);
  let twoM = 0;
  for (let u = 0; u < graph.n; u++) {
    for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) strength[u] += graph.weights[p];
    twoM += strength[u];
  }
  // Best bisection of each community and what it would change in modularity; recomputed only for
  // the two halves of the community just split.
  const cache = new Map<number, Bisection | null>();
  const bisectionOf = (c: number): Bisection | null => {
    if (!cache.has(c)) cache.set(c, bisect(graph, label, c, seed + c, strength, twoM));
    return cache.get(c)!;
  };
  while (count < k) {
    let best = -1;
    for (let c = 0; c < count; c++) {
      const b = bisectionOf(c);
      if (b !== null && (best < 0 || b.delta > bisectionOf(best)!.delta)) best = c;
    }
    if (best < 0) break;
    for (const u of bisectionOf(best)!.moved) label[u] = count;
    cache.delete(best);
    count++;
  }
  return label;
}

interface Bisection {
  /** Nodes that go to the new community. */
  moved: number[];
  /** Modularity change of the split (usually a small loss). */
  delta: number;
}

function bisect(
  graph: CsrGraph,
  label: Int32Array,
  c: number,
  seed: number,
  strength: Float64Array,
  twoM: number,
): Bisection | null {
  const nodes: number[] = [];
  for (let u = 0; u < graph.n; u++) if (label[u] === c) nodes.push(u);
  if (nodes.length < 2) return null;
  const sub = inducedSubgraph(graph, nodes);
  let parts = leiden(sub, { seed });
  for (let resolution = 2; parts.count < 2 && resolution < 2 ** 40; resolution *= 2) {
    parts = leiden(sub, { seed, resolution });
  }
  let two: Int32Array;
  if (parts.count >= 2) {
    two = mergeToK(sub, parts.membership, 2);
  } else {
    // A community Leiden cannot split at any resolution: cut off its last node.
    two = new Int32Array(nodes.length);
    two[nodes.length - 1] = 1;
  }
  // The half holding the community's first node keeps the old label.
  const moved: number[] = [];
  const side = new Uint8Array(nodes.length);
  for (let i = 0; i < nodes.length; i++) if (two[i] !== two[0]) side[i] = 1;
  // ΔQ of splitting C into A and B: −2·w_AB/2m + 2·tot_A·tot_B/(2m)².
  let between = 0;
  let totA = 0;
  let totB = 0;
  for (let i = 0; i < nodes.length; i++) {
    if (side[i]) {
      moved.push(nodes[i]);
      totB += strength[nodes[i]];
    } else {
      totA += strength[nodes[i]];
      for (let p = sub.offsets[i]; p < sub.offsets[i + 1]; p++) if (side[sub.targets[p]]) between += sub.weights[p];
    }
  }
  const delta = twoM > 0 ? (-2 * between) / twoM + (2 * totA * totB) / (twoM * twoM) : 0;
  return { moved, delta };
}
