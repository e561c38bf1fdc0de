import type { CsrGraph } from '../network/csr-graph.js';
import type { WeightedGraph } from './weighted-graph.js';
import { mergeGroups } from './weighted-graph.js';

/**
 * The graph the forces work on, without the users they need not move: users with no relation
 * are left out (each run places them by its communities: place-unrelated.ts), and a user with a
 * single neighbour (most retweeters) is folded into that neighbour, whose mass counts it, and is
 * laid around it afterwards (place-leaves.ts). On retweet networks this leaves a fraction of the
 * users to the forces.
 */
export interface FoldedGraph {
  core: WeightedGraph;
  /** Core node of each user: itself or the neighbour it is folded into; -1 for users without relations. */
  coreOf: Int32Array;
  /** Whether the user is folded into another (coreOf names its neighbour). */
  folded: Uint8Array;
}

export function foldLeaves(graph: CsrGraph): FoldedGraph {
  const { n, offsets, targets } = graph;
  const degree = (u: number) => offsets[u + 1] - offsets[u];
  const folded = new Uint8Array(n);
  const parent = new Int32Array(n).fill(-1);
  for (let u = 0; u < n; u++) {
    if (degree(u) !== 1) continue;
    const v = targets[offsets[u]];
    // Of a pair related to no one else, the higher index folds into the lower.
    if (degree(v) > 1 || u > v) {
      folded[u] = 1;
      parent[u] = v;
    }
  }
  const coreIndex = new Int32Array(n).fill(-1);
  let cores = 0;
  for (let u = 0; u < n; u++) if (degree(u) > 0 && !folded[u]) coreIndex[u] = cores++;
  const coreOf = new Int32Array(n).fill(-1);
  for (let u = 0; u < n; u++) if (coreIndex[u] >= 0) coreOf[u] = coreIndex[u];
  for (let u = 0; u < n; u++) if (folded[u]) coreOf[u] = coreIndex[parent[u]];

  // Every user with relations as a node of mass 1, then merged with what folds into it.
  const mass = new Float64Array(n).fill(1);
  const all: WeightedGraph = { n, offsets, targets, weights: graph.weights, mass };
  const groupOf = new Int32Array(n);
  // Users without relations go to one extra group, dropped below (they have no edges).
  for (let u = 0; u < n; u++) groupOf[u] = coreOf[u] >= 0 ? coreOf[u] : cores;
  const merged = mergeGroups(all, groupOf, cores + 1);
  const core: WeightedGraph = {
    n: cores,
    offsets: merged.offsets.subarray(0, cores + 1),
    targets: merged.targets,
    weights: merged.weights,
    mass: merged.mass.subarray(0, cores),
  };
  return { core, coreOf, folded };
}
