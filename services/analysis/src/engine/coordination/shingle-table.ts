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

/** Ranks the hashed shingles of each post (shingleHashes) over all of them. */
export function rankShingles(hashesOf: readonly (readonly number[])[]): RankedShingles {
  const start = new Int32Array(hashesOf.length + 1);
  for (let p = 0; p < hashesOf.length; p++) start[p + 1] = start[p] + hashesOf[p].length;
  const flat = new Int32Array(start[hashesOf.length]);
  for (let p = 0, k = 0; p < hashesOf.length; p++) for (const h of hashesOf[p]) flat[k++] = h;
  // Distinct hashes and their counts in open addressing over typed arrays (millions of shingles).
  let capacity = 1024;
  while (capacity < flat.length * 2) capacity *= 2;
  const keys = new Int32Array(capacity);
  const used = new Uint8Array(capacity);
  const counts = new Int32Array(capacity);
  const slotOf = new Int32Array(flat.length);
  const mask = capacity - 1;
  for (let k = 0; k < flat.length; k++) {
    const h = flat[k];
    let slot = Math.imul(h, 0x9e3779b1) & mask;
    while (used[slot] && keys[slot] !== h) slot = (slot + 1) & mask;
    if (!used[slot]) {
      used[slot] = 1;
      keys[slot] = h;
    }
    counts[slot]++;
    slotOf[k] = slot;
  }
  const distinct: number[] = [];
  for (let slot = 0; slot < capacity; slot++) if (used[slot]) distinct.push(slot);
  distinct.sort((x, y) => counts[x] - counts[y] || keys[x] - keys[y]);
  const rankOfSlot = new Int32Array(capacity);
  distinct.forEach((slot, rank) => (rankOfSlot[slot] = rank));
  const ranks = new Int32Array(flat.length);
  for (let k = 0; k < flat.length; k++) ranks[k] = rankOfSlot[slotOf[k]];
  for (let p = 0; p < hashesOf.length; p++) ranks.subarray(start[p], start[p + 1]).sort();
  return { start, ranks };
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
