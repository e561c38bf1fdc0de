import type { CsrGraph } from '../network/csr-graph.js';
import { blockCounts, dcsbmLogLikelihood } from './dcsbm-likelihood.js';
import { applyMove, moveGain, type UserTies } from './dcsbm-move.js';

/** Sweeps stop once one raises the log-likelihood by less than this share of the graph's weight. */
const MIN_SWEEP_GAIN_PER_WEIGHT = 1e-4;
/** And after this many sweeps whatever they gain (each sweep costs one pass over the edges). */
const MAX_SWEEPS = 10;
/** A move must gain more than this (in nats) so that rounding never decides one. */
const MIN_MOVE_GAIN = 1e-9;

export interface DcsbmRefinement {
  membership: Int32Array;
  logLikelihood: number;
  moved: number;
  sweeps: number;
}

/**
 * Raises the degree-corrected block model's log-likelihood of a partition into k blocks by greedy
 * single-user moves: users are visited in index order, each moves to the block among its
 * neighbours' blocks that raises the likelihood most (if any does), and block counts are updated at
 * once. A block never loses its last user, so k blocks stay non-empty. Deterministic: no random
 * order, ties go to the lower block.
 */
export function refineDcsbm(graph: CsrGraph, start: ArrayLike<number>, k: number): DcsbmRefinement {
  const n = graph.n;
  const membership = Int32Array.from(start);
  const counts = blockCounts(graph, membership, k);
  const { degree, size } = counts;
  let totalWeight = 0;
  for (let r = 0; r < k; r++) totalWeight += degree[r];
  // Scratch, refilled for each user: weight of its ties to each block, and the blocks it touches.
  const user: UserTies = { tie: new Float64Array(k), touched: new Int32Array(k), touchedCount: 0, self: 0, degree: 0 };
  const { tie, touched } = user;
  const isTouched = new Uint8Array(k);
  let moved = 0;
  let sweeps = 0;
  const originally = Int32Array.from(start);
  while (sweeps < MAX_SWEEPS) {
    sweeps++;
    let gain = 0;
    for (let u = 0; u < n; u++) {
      const r = membership[u];
      if (size[r] <= 1) continue;
      let touchedCount = 0;
      let self = 0;
      let d = 0;
      for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) {
        const v = graph.targets[p];
        const w = graph.weights[p];
        d += w;
        if (v === u) {
          self += w;
          continue;
        }
        const t = membership[v];
        if (!isTouched[t]) {
          isTouched[t] = 1;
          touched[touchedCount++] = t;
        }
        tie[t] += w;
      }
      user.touchedCount = touchedCount;
      user.self = self;
      user.degree = d;
      let best = -1;
      let bestGain = MIN_MOVE_GAIN;
      for (let i = 0; i < touchedCount; i++) {
        const s = touched[i];
        if (s === r) continue;
        const delta = moveGain(counts, user, r, s);
        if (delta > bestGain || (delta === bestGain && best >= 0 && s < best)) {
          bestGain = delta;
          best = s;
        }
      }
      if (best >= 0) {
        applyMove(counts, user, r, best);
        membership[u] = best;
        gain += bestGain;
      }
      for (let i = 0; i < touchedCount; i++) {
        tie[touched[i]] = 0;
        isTouched[touched[i]] = 0;
      }
    }
    if (gain < MIN_SWEEP_GAIN_PER_WEIGHT * totalWeight) break;
  }
  for (let u = 0; u < n; u++) if (membership[u] !== originally[u]) moved++;
  return { membership, logLikelihood: dcsbmLogLikelihood(counts), moved, sweeps };
}
