import { COORDINATION_SETTINGS } from '@kizuna/proto/engine-rules';
import { prefixLength } from './shingles.js';

/**
 * The shingles of a list of posts, each post's as ranks in one order every set is sorted in:
 * rarest first (ties by hash), so that the first shingles of a set — the ones prefix filtering
 * looks up — are the rare ones, whose lists are short. Posts with no shingles have empty runs.
 */
export interface RankedShingles {
  /** Post p's ranks are ranks[start[p]] .. ranks[start[p + 1] - 1], ascending. */
  start: Int32Array;
  ranks: Int32Array;
}

/**
 * Ranks hashed shingles (shingleHashesInto), post p's at flat[start[p]] .. flat[start[p + 1] - 1],
 * over all of them: rarest first, ties by hash.
 */
export function rankShingles(start: Int32Array, flat: Int32Array): RankedShingles {
  const posts = start.length - 1;
  // Distinct hashes and their counts in open addressing over typed arrays: the table grows with
  // the distinct ones (tens of thousands), not with all (ten million on a 550k-post project).
  let slots = new Int32Array(1 << 16).fill(-1);
  let hashes: Int32Array = new Int32Array(1 << 15);
  let counts: Int32Array = new Int32Array(1 << 15);
  let size = 0;
  const idOf = new Int32Array(flat.length);
  for (let k = 0; k < flat.length; k++) {
    const h = flat[k];
    let mask = slots.length - 1;
    let slot = Math.imul(h, 0x9e3779b1) & mask;
    let id = slots[slot];
    while (id >= 0 && hashes[id] !== h) {
      slot = (slot + 1) & mask;
      id = slots[slot];
    }
    if (id < 0) {
      id = size++;
      if (id === hashes.length) {
        hashes = grown(hashes);
        counts = grown(counts);
      }
      hashes[id] = h;
      slots[slot] = id;
      if (size * 2 > slots.length) {
        slots = new Int32Array(slots.length * 2).fill(-1);
        mask = slots.length - 1;
        for (let j = 0; j < size; j++) {
          let s = Math.imul(hashes[j], 0x9e3779b1) & mask;
          while (slots[s] >= 0) s = (s + 1) & mask;
          slots[s] = j;
        }
      }
    }
    counts[id]++;
    idOf[k] = id;
  }
  const order = new Int32Array(size);
  for (let id = 0; id < size; id++) order[id] = id;
  order.sort((x, y) => counts[x] - counts[y] || hashes[x] - hashes[y]);
  const rankOf = new Int32Array(size);
  for (let rank = 0; rank < size; rank++) rankOf[order[rank]] = rank;
  const ranks = new Int32Array(flat.length);
  for (let k = 0; k < flat.length; k++) ranks[k] = rankOf[idOf[k]];
  for (let p = 0; p < posts; p++) if (start[p + 1] - start[p] > 1) ranks.subarray(start[p], start[p + 1]).sort();
  return { start, ranks };
}

function grown(a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/**
 * Per post: whether another account's post within `windowMs` shares a shingle with it among the
 * first shingles prefix filtering looks up at the lowest similarity a question may ask for. A
 * post without one can never be near-identical to another at any setting, so the stored inputs
 * leave it out, as they leave out actions with no other account's action on their item. Exact,
 * whatever the bursts: one pass forward and one back over the posts in time order, each keeping
 * per shingle only its latest post's time and account and the latest time of any other account.
 */
export function hasShingleNeighbour(
  shingles: RankedShingles,
  user: Int32Array,
  time: Float64Array,
  byTime: Int32Array,
  windowMs: number,
): Uint8Array {
  const percent = COORDINATION_SETTINGS.similarity_percent.min;
  let rankCount = 0;
  for (const r of shingles.ranks) rankCount = Math.max(rankCount, r + 1);
  const found = new Uint8Array(user.length);
  const lastTime = new Float64Array(rankCount);
  const lastUser = new Int32Array(rankCount);
  const otherTime = new Float64Array(rankCount);
  for (const direction of [1, -1]) {
    lastUser.fill(-1);
    lastTime.fill(Number.NaN);
    otherTime.fill(Number.NaN);
    for (let i = 0; i < byTime.length; i++) {
      const p = byTime[direction > 0 ? i : byTime.length - 1 - i];
      const from = shingles.start[p];
      const size = shingles.start[p + 1] - from;
      if (size === 0) continue;
      const u = user[p];
      const t = time[p];
      for (let k = from; k < from + prefixLength(size, percent); k++) {
        const r = shingles.ranks[k];
        // The latest post of another account on this shingle: the latest one, or the latest of
        // anyone but the latest one's account.
        const other = lastUser[r] === -1 ? Number.NaN : lastUser[r] !== u ? lastTime[r] : otherTime[r];
        if (Math.abs(t - other) <= windowMs) found[p] = 1;
        if (lastUser[r] !== u) {
          otherTime[r] = lastTime[r];
          lastUser[r] = u;
        }
        lastTime[r] = t;
      }
    }
  }
  return found;
}
