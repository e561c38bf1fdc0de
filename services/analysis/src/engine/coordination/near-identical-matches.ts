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
 *
 * The candidates a post meets are those every version of this matcher met (the posts on its
 * lists within the bound); what changed is how few are merged (PPJoin, Xiao et al. 2008): the
 * shingles two posts share in both prefixes are counted while the lists are read, a candidate
 * whose count plus what could still follow cannot reach the threshold is dropped on the spot, and
 * a survivor's exact overlap is its count plus a merge of what follows its last counted shingle
 * in both sets, not a merge of both whole sets. And the posts are numbered again in time order,
 * so that the posts a list shows (all within the window of the one looking) sit next to each other
 * in memory: read by action, each was a cache miss (docs/coordination.md, "speed").
 */
export function nearIdenticalMatches(inputs: ShingledActions, percent: number, windowMs: number): NearMatchTable {
  const matches = new MatchList();
  let cappedShingles = 0;
  const posts = inTimeOrder(inputs);
  const { order, user, time, item, start, sets } = posts;
  let rankCount = 0;
  for (const r of sets) rankCount = Math.max(rankCount, r + 1);
  // Each shingle's list, as long as the prefixes filed under it: counted, then filled in time order.
  const listStart = new Int32Array(rankCount + 1);
  for (let p = 0; p < order.length; p++) {
    const to = start[p] + prefixLength(start[p + 1] - start[p], percent);
    for (let k = start[p]; k < to; k++) listStart[sets[k] + 1]++;
  }
  for (let r = 0; r < rankCount; r++) listStart[r + 1] += listStart[r];
  const fill = listStart.slice(0, rankCount);
  // Entry e of a list: the post, list[2e], and where the list's shingle sits in its set,
  // list[2e + 1] (PPJoin's positional filter), side by side so that one cache line holds both.
  const list = new Int32Array(2 * listStart[rankCount]);
  const capped = new Uint8Array(rankCount);
  const { textOf, texts } = shingleSets(posts);
  const checkedFor = new Int32Array(texts).fill(-1);
  const checkedCommon = new Int32Array(texts);
  // Per candidate q of the post p being matched (metBy[q] === p): the shingles they share that
  // were counted (-1: dropped, it cannot reach the threshold), and where the last one sits in
  // either set. The candidates in the order they were met, which is the order matches are listed.
  const metBy = new Int32Array(order.length).fill(-1);
  const counted = new Int32Array(order.length);
  const lastInP = new Int32Array(order.length);
  const lastInQ = new Int32Array(order.length);
  let candidates: Int32Array = new Int32Array(1024);
  // mark[r] === p: shingle r is in p's set.
  const mark = new Int32Array(rankCount).fill(-1);
  // The first post (in time order) within the window of p: the lists are in time order too.
  let earliest = 0;
  for (let p = 0; p < order.length; p++) {
    const from = start[p];
    const size = start[p + 1] - from;
    const prefix = prefixLength(size, percent);
    while (time[p] - time[earliest] > windowMs) earliest++;
    // How many lists of p the bound cut so far: a post hidden on each may share that shingle with
    // p and be met on a later list, so a count may miss that many of the shingles two posts share.
    let cuts = 0;
    let met = 0;
    for (let i = 0; i < prefix; i++) {
      const r = sets[from + i];
      const e = fill[r]++;
      list[2 * e] = p;
      list[2 * e + 1] = i;
      const stop = Math.max(listStart[r], e - MAX_NEIGHBOURS);
      for (let j = e - 1; j >= stop; j--) {
        const q = list[2 * j];
        if (q < earliest) break;
        if (user[q] === user[p] || item[q] === item[p]) continue;
        const qSize = start[q + 1] - start[q];
        if (metBy[q] !== p) {
          metBy[q] = p;
          // Jaccard is at most the smaller set over the larger.
          if (100 * Math.min(size, qSize) < percent * Math.max(size, qSize)) {
            counted[q] = -1;
            continue;
          }
          counted[q] = 0;
          if (met === candidates.length) candidates = grownInts(candidates);
          candidates[met++] = q;
        } else if (counted[q] < 0) continue;
        // Both sets are in one order, so every shingle they share before r was counted or hidden
        // by a cut list: what they share is at most that, r, and the rest of the shorter tail.
        const qi = list[2 * j + 1];
        const most = counted[q] + cuts + 1 + Math.min(size - 1 - i, qSize - 1 - qi);
        if (!similarEnough(most, qSize, size, percent)) {
          counted[q] = -1;
          continue;
        }
        counted[q]++;
        lastInP[q] = i;
        lastInQ[q] = qi;
      }
      const beyond = e - MAX_NEIGHBOURS - 1;
      if (beyond >= listStart[r] && list[2 * beyond] >= earliest) {
        cuts++;
        if (!capped[r]) {
          capped[r] = 1;
          cappedShingles++;
        }
      }
    }
    // After a cut, whole sets are compared: p's shingles marked once, each candidate's looked up.
    let marked = false;
    for (let c = 0; c < met; c++) {
      const q = candidates[c];
      if (counted[q] < 0) continue;
      const qFrom = start[q];
      const qSize = start[q + 1] - qFrom;
      // Checked once per pair of distinct shingle sets: copies of one text share the answer.
      const text = textOf[q];
      let common: number;
      if (checkedFor[text] === p) common = checkedCommon[text];
      else {
        // Every shared shingle not yet counted comes after the last counted one in both sets, or
        // was hidden by a cut list (then the whole sets are merged).
        const pAt = lastInP[q] + 1;
        const qAt = lastInQ[q] + 1;
        if (!similarEnough(counted[q] + cuts + Math.min(size - pAt, qSize - qAt), qSize, size, percent)) continue;
        if (cuts === 0) common = counted[q] + commonCount(sets, qFrom + qAt, qFrom + qSize, from + pAt, from + size);
        else {
          if (!marked) {
            for (let k = from; k < from + size; k++) mark[sets[k]] = p;
            marked = true;
          }
          common = markedCount(
            sets,
            qFrom,
            qFrom + qSize,
            mark,
            p,
            Math.ceil((percent * (size + qSize)) / (100 + percent)),
          );
        }
        checkedFor[text] = p;
        checkedCommon[text] = common;
      }
      if (similarEnough(common, qSize, size, percent)) matches.add(order[q], order[p], common, qSize + size - common);
    }
  }
  return matches.table(cappedShingles);
}

/** Matches as they are found, in typed arrays that grow. */
class MatchList {
  private first: Int32Array = new Int32Array(1024);
  private second: Int32Array = new Int32Array(1024);
  private common: Int32Array = new Int32Array(1024);
  private union: Int32Array = new Int32Array(1024);
  private length = 0;

  add(first: number, second: number, common: number, union: number): void {
    if (this.length === this.first.length) {
      this.first = grownInts(this.first);
      this.second = grownInts(this.second);
      this.common = grownInts(this.common);
      this.union = grownInts(this.union);
    }
    this.first[this.length] = first;
    this.second[this.length] = second;
    this.common[this.length] = common;
    this.union[this.length++] = union;
  }

  table(cappedShingles: number): NearMatchTable {
    const n = this.length;
    return {
      first: this.first.slice(0, n),
      second: this.second.slice(0, n),
      common: this.common.slice(0, n),
      union: this.union.slice(0, n),
      cappedShingles,
    };
  }
}

function grownInts(a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/**
 * The posts with shingles numbered in time order (ties in action order): post p is action
 * order[p], with its account, time, item and shingles (sets[start[p]] .. sets[start[p + 1] - 1]).
 */
interface TimeOrdered {
  order: Int32Array;
  user: Int32Array;
  time: Float64Array;
  item: Int32Array;
  start: Int32Array;
  sets: Int32Array;
}

function inTimeOrder(inputs: ShingledActions): TimeOrdered {
  const { shingleStart, shingles, actionTime, actionUser } = inputs;
  const withShingles: number[] = [];
  for (let a = 0; a < actionTime.length; a++) if (shingleStart[a + 1] > shingleStart[a]) withShingles.push(a);
  const order = Int32Array.from(withShingles).sort((a, b) => actionTime[a] - actionTime[b] || a - b);
  const itemOf = actionItems(inputs);
  const n = order.length;
  const user = new Int32Array(n);
  const time = new Float64Array(n);
  const item = new Int32Array(n);
  const start = new Int32Array(n + 1);
  for (let p = 0; p < n; p++) {
    const a = order[p];
    user[p] = actionUser[a];
    time[p] = actionTime[a];
    item[p] = itemOf[a];
    start[p + 1] = start[p] + shingleStart[a + 1] - shingleStart[a];
  }
  const sets = new Int32Array(start[n]);
  for (let p = 0; p < n; p++) sets.set(shingles.subarray(shingleStart[order[p]], shingleStart[order[p] + 1]), start[p]);
  return { order, user, time, item, start, sets };
}

/**
 * Each post's shingle set numbered, equal sets alike (campaign copies and popular texts repeat):
 * by a hash of the run, each checked against the first run of its hash.
 */
function shingleSets({ start, sets }: TimeOrdered): { textOf: Int32Array; texts: number } {
  const n = start.length - 1;
  const textOf = new Int32Array(n);
  const firstOf = new Map<number, number[]>();
  let texts = 0;
  for (let a = 0; a < n; a++) {
    const from = start[a];
    const to = start[a + 1];
    let h = 0x811c9dc5;
    for (let k = from; k < to; k++) h = Math.imul(h ^ sets[k], 0x01000193);
    const same = firstOf.get(h);
    const found = same?.find((b) => sameRun(sets, start[b], start[b + 1], from, to));
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

/**
 * How many ranks of a run are marked for `p`, or less than `needed` (not exact then) once the rest
 * could no longer bring it there.
 */
function markedCount(ranks: Int32Array, from: number, to: number, mark: Int32Array, p: number, needed: number): number {
  let common = 0;
  for (let k = from; k < to; k++) {
    if (mark[ranks[k]] === p) common++;
    else if (common + to - k - 1 < needed) return common;
  }
  return common;
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
