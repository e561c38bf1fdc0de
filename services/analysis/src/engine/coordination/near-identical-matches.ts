import { MAX_NEIGHBOURS } from './coordination-settings.js';
import type { NearMatchTable } from './near-match-table.js';
import { prefixLength, similarEnough } from './shingles.js';

/**
 * What matching reads of a project's kept actions (coordination-inputs.ts): per action, its
 * account, time, item and its post's shingles as ranks in one order, rarest first, ascending —
 * action a's are shingles[shingleStart[a]] .. shingles[shingleStart[a + 1] - 1], empty for
 * retweets and for posts with fewer than MIN_SHINGLES.
 */
export interface ShingledActions {
  itemStart: Int32Array;
  actionUser: Int32Array;
  actionTime: Float64Array;
  shingleStart: Int32Array;
  shingles: Int32Array;
}

/**
 * Pairs of posts by two accounts, of two distinct texts, at most the window apart, whose shingle
 * sets reach the asked Jaccard similarity: found with an inverted index of shingles over the
 * posts in time order (prefix filtering: each post is filed and looked up under the first
 * shingles of its set only, rarest first, as many as no pair at the threshold can miss), and
 * every candidate checked by its exact Jaccard. The same bound as on an item's actions: a post
 * looks at most MAX_NEIGHBOURS posts back on each shingle's list (within the window); a list where
 * that cut inside the window counts in `cappedShingles`. Computed once per project at the widest
 * bounds (near-match-table.ts); the number of matches is at most MAX_NEIGHBOURS per shingle a post
 * looks up, whatever the bursts.
 */
export function nearIdenticalMatches(inputs: ShingledActions, percent: number, windowMs: number): NearMatchTable {
  const matches = { first: [] as number[], second: [] as number[], common: [] as number[], union: [] as number[] };
  let cappedShingles = 0;
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
  // Where the list's shingle sits in each listed post's set (PPJoin's positional filter).
  const listAt = new Int32Array(list.length);
  const itemOf = actionItems(inputs);
  const lastLooked = new Int32Array(actionTime.length).fill(-1);
  const capped = new Uint8Array(rankCount);
  const { textOf, texts } = shingleSets(inputs, order);
  const checkedFor = new Int32Array(texts).fill(-1);
  const checkedCommon = new Int32Array(texts);
  for (const p of order) {
    const from = shingleStart[p];
    const size = shingleStart[p + 1] - from;
    const to = from + prefixLength(size, percent);
    const time = actionTime[p];
    // Whether an earlier list of p was cut by the bound: a post met first after that may share
    // rarer shingles with p, so the positional filter's bound would not hold.
    let cut = false;
    for (let k = from; k < to; k++) {
      const r = shingles[k];
      const e = fill[r]++;
      list[e] = p;
      listAt[e] = k - from;
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
        // Met first here, r is the rarest shingle the two share (both sets are in one order): the
        // rest of either after it bounds what they share.
        if (!cut && !similarEnough(1 + Math.min(size - 1 - (k - from), qSize - 1 - listAt[j]), qSize, size, percent))
          continue;
        // Checked once per pair of distinct shingle sets: copies of one text share the answer.
        const text = textOf[q];
        let common: number;
        if (checkedFor[text] === p) common = checkedCommon[text];
        else {
          common = commonCount(shingles, qFrom, qFrom + qSize, from, from + size);
          checkedFor[text] = p;
          checkedCommon[text] = common;
        }
        if (!similarEnough(common, qSize, size, percent)) continue;
        matches.first.push(q);
        matches.second.push(p);
        matches.common.push(common);
        matches.union.push(qSize + size - common);
      }
      const beyond = e - MAX_NEIGHBOURS - 1;
      if (beyond >= listStart[r] && time - actionTime[list[beyond]] <= windowMs) {
        cut = true;
        if (!capped[r]) {
          capped[r] = 1;
          cappedShingles++;
        }
      }
    }
  }
  return {
    first: Int32Array.from(matches.first),
    second: Int32Array.from(matches.second),
    common: Int32Array.from(matches.common),
    union: Int32Array.from(matches.union),
    cappedShingles,
  };
}

/** The actions with shingles in time order (ties in action order). */
function postsByTime({ shingleStart, actionTime }: ShingledActions): Int32Array {
  const withShingles: number[] = [];
  for (let a = 0; a < actionTime.length; a++) if (shingleStart[a + 1] > shingleStart[a]) withShingles.push(a);
  return Int32Array.from(withShingles).sort((a, b) => actionTime[a] - actionTime[b] || a - b);
}

/**
 * Each post's shingle set numbered, equal sets alike (campaign copies and popular texts repeat):
 * by a hash of the run, each checked against the first run of its hash.
 */
function shingleSets(inputs: ShingledActions, order: Int32Array): { textOf: Int32Array; texts: number } {
  const { shingleStart, shingles } = inputs;
  const textOf = new Int32Array(inputs.actionTime.length).fill(-1);
  const firstOf = new Map<number, number[]>();
  let texts = 0;
  for (const a of order) {
    const from = shingleStart[a];
    const to = shingleStart[a + 1];
    let h = 0x811c9dc5;
    for (let k = from; k < to; k++) h = Math.imul(h ^ shingles[k], 0x01000193);
    const same = firstOf.get(h);
    const found = same?.find((b) => sameRun(shingles, shingleStart[b], shingleStart[b + 1], from, to));
    if (found !== undefined) textOf[a] = textOf[found];
    else {
      textOf[a] = texts++;
      if (same) same.push(a);
      else firstOf.set(h, [a]);
    }
  }
  return { textOf, texts };
}

function sameRun(ranks: Int32Array, aFrom: number, aTo: number, bFrom: number, bTo: number): boolean {
  if (aTo - aFrom !== bTo - bFrom) return false;
  for (let k = 0; k < aTo - aFrom; k++) if (ranks[aFrom + k] !== ranks[bFrom + k]) return false;
  return true;
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

type Items = Pick<ShingledActions, 'itemStart' | 'actionTime'>;

const itemsOf = new WeakMap<Items, Int32Array>();

/** Each action's item, kept with the inputs. */
export function actionItems(inputs: Items): Int32Array {
  let itemOf = itemsOf.get(inputs);
  if (itemOf) return itemOf;
  const { itemStart } = inputs;
  itemOf = new Int32Array(inputs.actionTime.length);
  for (let i = 0; i + 1 < itemStart.length; i++) itemOf.fill(i, itemStart[i], itemStart[i + 1]);
  itemsOf.set(inputs, itemOf);
  return itemOf;
}
