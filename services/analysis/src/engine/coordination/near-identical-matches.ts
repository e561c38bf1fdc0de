import type { CoordinationInputs } from './coordination-inputs.js';
import { MAX_NEIGHBOURS } from './coordination-settings.js';
import { prefixLength, similarEnough } from './shingles.js';

/**
 * Pairs of posts by two accounts, of two distinct texts, at most the window apart, whose shingle
 * sets reach the asked Jaccard similarity: found with an inverted index of shingles over the
 * posts in time order (prefix filtering: each post is filed and looked up under the first
 * shingles of its set only, rarest first, as many as no pair at the threshold can miss), and
 * every candidate checked by its exact Jaccard. The same bound as on an item's actions: a post
 * looks at most MAX_NEIGHBOURS posts back on each shingle's list (within the window); a list where
 * that cut inside the window counts in `cappedShingles`.
 */
export interface NearMatches {
  /** Per match: the earlier post's action and the later's (time order, then action order). */
  first: number[];
  second: number[];
  /** Shingles the two share, and in either. */
  common: number[];
  union: number[];
  cappedShingles: number;
}

/** The inputs' posts with shingles in time order (ties in action order), kept with the inputs. */
const postOrders = new WeakMap<CoordinationInputs, Int32Array>();

function postsByTime(inputs: CoordinationInputs): Int32Array {
  let order = postOrders.get(inputs);
  if (order) return order;
  const { shingleStart, actionTime } = inputs;
  const withShingles: number[] = [];
  for (let a = 0; a < actionTime.length; a++) if (shingleStart[a + 1] > shingleStart[a]) withShingles.push(a);
  order = Int32Array.from(withShingles).sort((a, b) => actionTime[a] - actionTime[b] || a - b);
  postOrders.set(inputs, order);
  return order;
}

export function nearIdenticalMatches(inputs: CoordinationInputs, percent: number, windowMs: number): NearMatches {
  const matches: NearMatches = { first: [], second: [], common: [], union: [], cappedShingles: 0 };
  if (percent >= 100) return matches;
  const { shingleStart, shingles, actionUser, actionTime } = inputs;
  const order = postsByTime(inputs);
  let rankCount = 0;
  for (const r of shingles) rankCount = Math.max(rankCount, r + 1);
  // Each shingle's list, as long as the prefixes filed under it: counted, then filled in time order.
  const listStart = new Int32Array(rankCount + 1);
  for (const a of order) {
    const from = shingleStart[a];
    const to = from + prefixLength(shingleStart[a + 1] - from, percent);
    for (let k = from; k < to; k++) listStart[shingles[k] + 1]++;
  }
  for (let r = 0; r < rankCount; r++) listStart[r + 1] += listStart[r];
  const fill = listStart.slice(0, rankCount);
  const list = new Int32Array(listStart[rankCount]);
  const itemOf = actionItems(inputs);
  const lastLooked = new Int32Array(actionTime.length).fill(-1);
  const capped = new Uint8Array(rankCount);
  for (const p of order) {
    const from = shingleStart[p];
    const size = shingleStart[p + 1] - from;
    const to = from + prefixLength(size, percent);
    const time = actionTime[p];
    for (let k = from; k < to; k++) {
      const r = shingles[k];
      const e = fill[r]++;
      list[e] = p;
      const stop = Math.max(listStart[r], e - MAX_NEIGHBOURS);
      for (let j = e - 1; j >= stop; j--) {
        const q = list[j];
        if (time - actionTime[q] > windowMs) break;
        if (lastLooked[q] === p || actionUser[q] === actionUser[p] || itemOf[q] === itemOf[p]) continue;
        lastLooked[q] = p;
        const qFrom = shingleStart[q];
        const qSize = shingleStart[q + 1] - qFrom;
        // Jaccard is at most the smaller set over the larger.
        if (100 * Math.min(size, qSize) < percent * Math.max(size, qSize)) continue;
        const common = commonCount(shingles, qFrom, qFrom + qSize, from, from + size);
        if (!similarEnough(common, qSize, size, percent)) continue;
        matches.first.push(q);
        matches.second.push(p);
        matches.common.push(common);
        matches.union.push(qSize + size - common);
      }
      const beyond = e - MAX_NEIGHBOURS - 1;
      if (!capped[r] && beyond >= listStart[r] && time - actionTime[list[beyond]] <= windowMs) {
        capped[r] = 1;
        matches.cappedShingles++;
      }
    }
  }
  return matches;
}

/** How many ranks two ascending runs share. */
function commonCount(ranks: Int32Array, aFrom: number, aTo: number, bFrom: number, bTo: number): number {
  let common = 0;
  while (aFrom < aTo && bFrom < bTo) {
    const x = ranks[aFrom];
    const y = ranks[bFrom];
    if (x === y) {
      common++;
      aFrom++;
      bFrom++;
    } else if (x < y) aFrom++;
    else bFrom++;
  }
  return common;
}

const itemsOf = new WeakMap<CoordinationInputs, Int32Array>();

/** Each action's item, kept with the inputs. */
export function actionItems(inputs: CoordinationInputs): Int32Array {
  let itemOf = itemsOf.get(inputs);
  if (itemOf) return itemOf;
  const { itemStart } = inputs;
  itemOf = new Int32Array(inputs.actionTime.length);
  for (let i = 0; i + 1 < itemStart.length; i++) itemOf.fill(i, itemStart[i], itemStart[i + 1]);
  itemsOf.set(inputs, itemOf);
  return itemOf;
}
