import type { CsrGraph } from '../network/csr-graph.js';
import { blockCounts, dcsbmLogLikelihood, xlogx, type BlockCounts } from './dcsbm-likelihood.js';

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
  // Scratch per user: weight of its ties to each block, and the blocks it touches.
  const tie = new Float64Array(k);
  const touched = new Int32Array(k);
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
      let best = -1;
      let bestGain = MIN_MOVE_GAIN;
      for (let i = 0; i < touchedCount; i++) {
        const s = touched[i];
        if (s === r) continue;
        const delta = moveGain(counts, r, s, tie, touched, touchedCount, self, d);
        if (delta > bestGain || (delta === bestGain && best >= 0 && s < best)) {
          bestGain = delta;
          best = s;
        }
      }
      if (best >= 0) {
        applyMove(counts, r, best, tie, touched, touchedCount, self, d);
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

/**
 * Change of the log-likelihood when a user of degree d (self-loop weight `self`, ties `tie[t]` to
 * the other users of block t) moves from block r to block s. Only the rows and columns r and s of
 * the block counts change; blocks the user has no tie to contribute nothing but through r and s.
 */
function moveGain(
  counts: BlockCounts,
  r: number,
  s: number,
  tie: Float64Array,
  touched: Int32Array,
  touchedCount: number,
  self: number,
  d: number,
): number {
  const { k, between, degree } = counts;
  const er = tie[r];
  const es = tie[s];
  let delta = 0;
  for (let i = 0; i < touchedCount; i++) {
    const t = touched[i];
    if (t === r || t === s) continue;
    const et = tie[t];
    const mrt = between[r * k + t];
    const mst = between[s * k + t];
    delta += 2 * (xlogx(mrt - et) - xlogx(mrt) + xlogx(mst + et) - xlogx(mst));
  }
  const mrr = between[r * k + r];
  const mss = between[s * k + s];
  const mrs = between[r * k + s];
  delta += xlogx(mrr - 2 * er - self) - xlogx(mrr);
  delta += xlogx(mss + 2 * es + self) - xlogx(mss);
  delta += 2 * (xlogx(mrs + er - es) - xlogx(mrs));
  delta -= 2 * (xlogx(degree[r] - d) - xlogx(degree[r]) + xlogx(degree[s] + d) - xlogx(degree[s]));
  return delta;
}

function applyMove(
  counts: BlockCounts,
  r: number,
  s: number,
  tie: Float64Array,
  touched: Int32Array,
  touchedCount: number,
  self: number,
  d: number,
): void {
  const { k, between, degree, size } = counts;
  const er = tie[r];
  const es = tie[s];
  for (let i = 0; i < touchedCount; i++) {
    const t = touched[i];
    if (t === r || t === s) continue;
    const et = tie[t];
    between[r * k + t] -= et;
    between[t * k + r] -= et;
    between[s * k + t] += et;
    between[t * k + s] += et;
  }
  between[r * k + r] -= 2 * er + self;
  between[s * k + s] += 2 * es + self;
  between[r * k + s] += er - es;
  between[s * k + r] += er - es;
  degree[r] -= d;
  degree[s] += d;
  size[r]--;
  size[s]++;
}
