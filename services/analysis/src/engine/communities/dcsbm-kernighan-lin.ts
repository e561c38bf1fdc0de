import type { CsrGraph } from '../network/csr-graph.js';
import { blockCounts, dcsbmLogLikelihood, type BlockCounts } from './dcsbm-likelihood.js';
import { applyMove, moveGain, type UserTies } from './dcsbm-move.js';
import type { DcsbmRefinement } from './dcsbm-refine.js';
import { MoveHeap } from './move-heap.js';

/** Passes end once one gains less than this (nats); each pass can only raise the likelihood. */
const MIN_PASS_GAIN = 1e-6;
/** And after this many passes in any case (each costs about one pass over the edges per block pair). */
const MAX_PASSES = 8;
/**
 * A pass ends once this share of the users (and at least MIN_MOVES_PAST_BEST) has moved since its
 * best state: on planted camps and political blogs the best state came within the first 10 % of
 * the moves (but for a few-nat flip of nearly all users back at k = 2), and the rest of a full pass
 * costs time on a large network for nothing.
 */
const SHARE_PAST_BEST = 0.1;
const MIN_MOVES_PAST_BEST = 50;
/** A state must beat the best one by more than this (nats) to count, so that rounding never does. */
const MIN_GAIN = 1e-9;

/**
 * Karrer and Newman's Kernighan–Lin pass on the degree-corrected block model: every user is moved
 * once, to its best other block, even when the move lowers the likelihood; the user whose best move
 * gains most goes first, and is then locked; afterwards the pass is undone back to the best state it
 * passed through. Passes repeat while they gain. A sequence of moves that each lose alone but gain
 * together (a group of users held in the wrong camp by each other) is reached this way, where
 * greedy moves stop.
 *
 * The order is kept in a heap of each user's best gain. A move changes every user's gain a little
 * (through the block totals) and its neighbours' much; neighbours are re-scored at once, the others
 * when they come to the top: a user whose fresh gain falls below the next entry goes back once,
 * then moves. So a pass costs O((n + m) log n + m·k²) for n users and m ties, not Karrer and
 * Newman's O(n²). A block never loses its last user. Deterministic: ties go to the lower user and
 * block.
 */
export function kernighanLinDcsbm(graph: CsrGraph, start: ArrayLike<number>, k: number): DcsbmRefinement {
  const n = graph.n;
  const membership = Int32Array.from(start);
  const ties = new Float64Array(n * k);
  const self = new Float64Array(n);
  const degree = new Float64Array(n);
  for (let u = 0; u < n; u++)
    for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) {
      degree[u] += graph.weights[p];
      if (graph.targets[p] === u) self[u] += graph.weights[p];
    }
  const user: UserTies = {
    tie: new Float64Array(k),
    touched: Int32Array.from({ length: k }, (_, t) => t),
    touchedCount: k,
    self: 0,
    degree: 0,
  };
  const load = (u: number): void => {
    for (let t = 0; t < k; t++) user.tie[t] = ties[u * k + t];
    user.self = self[u];
    user.degree = degree[u];
  };
  let target = -1;
  /** The gain of u's best move (its block left in `target`, −1 when its block cannot lose it). */
  const bestMove = (counts: BlockCounts, u: number): number => {
    const r = membership[u];
    target = -1;
    if (counts.size[r] <= 1) return -Infinity;
    load(u);
    let best = -Infinity;
    for (let s = 0; s < k; s++) {
      if (s === r) continue;
      const gain = moveGain(counts, user, r, s);
      if (gain > best) {
        best = gain;
        target = s;
      }
    }
    return best;
  };

  const heap = new MoveHeap(4 * n);
  const popped = { user: 0, stamp: 0, gain: 0 };
  const stamp = new Int32Array(n);
  const locked = new Uint8Array(n);
  const rechecked = new Uint8Array(n);
  const movedUser = new Int32Array(n);
  const movedFrom = new Int32Array(n);
  let counts = blockCounts(graph, membership, k);
  const patience = Math.max(MIN_MOVES_PAST_BEST, Math.ceil(SHARE_PAST_BEST * n));
  let passes = 0;
  while (passes < MAX_PASSES) {
    passes++;
    ties.fill(0);
    for (let u = 0; u < n; u++)
      for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++)
        if (graph.targets[p] !== u) ties[u * k + membership[graph.targets[p]]] += graph.weights[p];
    locked.fill(0);
    rechecked.fill(0);
    heap.clear();
    for (let u = 0; u < n; u++) {
      const gain = bestMove(counts, u);
      if (target >= 0) heap.push(gain, u, stamp[u]);
    }
    let moves = 0;
    let total = 0;
    let bestTotal = 0;
    let bestMoves = 0;
    while (heap.size > 0) {
      heap.pop(popped);
      const u = popped.user;
      if (locked[u] || popped.stamp !== stamp[u]) continue;
      const gain = bestMove(counts, u);
      if (target < 0) continue;
      if (!rechecked[u] && heap.size > 0 && gain < heap.topGain()) {
        rechecked[u] = 1;
        heap.push(gain, u, ++stamp[u]);
        continue;
      }
      const r = membership[u];
      const s = target;
      applyMove(counts, user, r, s);
      membership[u] = s;
      locked[u] = 1;
      movedUser[moves] = u;
      movedFrom[moves] = r;
      moves++;
      total += gain;
      if (total > bestTotal + MIN_GAIN) {
        bestTotal = total;
        bestMoves = moves;
      } else if (moves - bestMoves > patience) break;
      for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) {
        const v = graph.targets[p];
        if (v === u) continue;
        ties[v * k + r] -= graph.weights[p];
        ties[v * k + s] += graph.weights[p];
        if (locked[v]) continue;
        rechecked[v] = 0;
        const next = bestMove(counts, v);
        stamp[v]++;
        if (target >= 0) heap.push(next, v, stamp[v]);
      }
    }
    for (let i = moves - 1; i >= bestMoves; i--) membership[movedUser[i]] = movedFrom[i];
    counts = blockCounts(graph, membership, k);
    if (bestTotal < MIN_PASS_GAIN) break;
  }
  let moved = 0;
  for (let u = 0; u < n; u++) if (membership[u] !== start[u]) moved++;
  return { membership, logLikelihood: dcsbmLogLikelihood(counts), moved, sweeps: passes };
}
