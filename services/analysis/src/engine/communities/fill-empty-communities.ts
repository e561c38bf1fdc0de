import type { CsrGraph } from '../network/csr-graph.js';
import { largestClass } from '../text/largest-class.js';

/**
 * Makes every community 0..k-1 hold at least one user (users ≥ k): each empty community takes,
 * from the largest one, the member least tied to it (the smallest share of its interaction weight
 * inside; a user without interactions first, then the lowest index). A step before may leave a
 * community empty (text moving its last users away, a clustering with fewer groups than asked):
 * "k communities" means k communities with members. Returns how many users were moved.
 */
export function fillEmptyCommunities(graph: CsrGraph, assignment: Int32Array, k: number): number {
  const sizes = new Int32Array(k);
  for (const c of assignment) sizes[c]++;
  let moved = 0;
  for (let empty = 0; empty < k; empty++) {
    if (sizes[empty] > 0) continue;
    const donor = largestClass(sizes);
    if (sizes[donor] < 2) throw new RangeError(`${assignment.length} users cannot fill ${k} communities`);
    let weakest = -1;
    let weakestShare = Infinity;
    for (let u = 0; u < graph.n; u++) {
      if (assignment[u] !== donor) continue;
      let inside = 0;
      let total = 0;
      for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) {
        total += graph.weights[p];
        if (assignment[graph.targets[p]] === donor) inside += graph.weights[p];
      }
      const share = total > 0 ? inside / total : 0;
      if (share < weakestShare) {
        weakest = u;
        weakestShare = share;
      }
    }
    assignment[weakest] = empty;
    sizes[donor]--;
    sizes[empty]++;
    moved++;
  }
  return moved;
}
