import { ItemKind, type CoordinationInputs } from './coordination-inputs.js';
import { MAX_NEIGHBOURS, type CoordinationSettings } from './coordination-settings.js';
import { allUpperNeighbours, dropOneItemPairs, type UpperNeighbours } from './upper-neighbours.js';

/** Pairs of accounts (a < b) that co-acted on at least min_repetitions distinct items, ordered by a then b's first co-action. */
export interface CoActionPairs {
  a: number[];
  b: number[];
  coRetweets: number[];
  coPosts: number[];
  /** Per kept pair: the median time between its two actions on the items it co-acted on (ms). */
  medianGap: number[];
  /** Per action: whether it is one of a kept pair's co-actions (the evidence). */
  coAction: Uint8Array;
  /** Per kept pair: how many of coPosts only near-identical texts give (near-identical-pairs.ts). */
  nearPosts: number[];
  /** The near-identical matches of kept pairs (actions, earlier first, and shingles shared and in either). */
  near: { first: number[]; second: number[]; common: number[]; union: number[] };
  /** Items where a sweep stopped at MAX_NEIGHBOURS while still inside the window (and shingle lists cut so). */
  cappedItems: number;
}

/**
 * What every question of one inputs shares, derived once (kept beside the inputs while they are
 * kept): each account's actions, each action's item, and two settings-free bounds that let a
 * question skip what cannot matter at its windows. UpperNeighbours (upper-neighbours.ts) are derived after it.
 */
interface ActionIndex {
  userStart: Int32Array;
  userActions: Int32Array;
  /**
   * The item of each of userActions, in its order (and userNearest likewise): a sweep reads them
   * one after another instead of at each action's position (a cache miss each, the largest part of
   * an answer's time when they were read through userActions).
   */
  userItem: Int32Array;
  /** Per action: the time to the nearest other account's action on its item within MAX_NEIGHBOURS positions (Infinity: none). */
  userNearest: Float64Array;
  /**
   * Per item: the shortest time spanned by MAX_NEIGHBOURS + 2 of its actions in a row (Infinity:
   * fewer). The bound cuts a sweep inside a window exactly when this fits in the window.
   */
  crowded: Float64Array;
}

const indexes = new WeakMap<CoordinationInputs, ActionIndex>();
const uppers = new WeakMap<CoordinationInputs, UpperNeighbours>();
/** Lists of every pair, before the pairs of one item are left out (between two parts of indexCoordinationInputs). */
const allUppers = new WeakMap<CoordinationInputs, UpperNeighbours>();

/**
 * Derives one more part of what every question of these inputs shares (true: all of it is), ahead
 * of the first question (when the inputs are read ahead): that question then sweeps at once. In
 * parts, so that a caller can let other work run between them (each takes 0.05-0.25 s on a
 * 550k-post project).
 */
export function indexCoordinationInputs(inputs: CoordinationInputs): boolean {
  if (uppers.has(inputs)) return true;
  if (!indexes.has(inputs)) actionIndex(inputs);
  else if (!allUppers.has(inputs)) allUppers.set(inputs, allUpperNeighbours(inputs, actionIndex(inputs).userActions));
  else upperIndex(inputs);
  return uppers.has(inputs);
}

function upperIndex(inputs: CoordinationInputs): UpperNeighbours {
  let upper = uppers.get(inputs);
  if (upper) return upper;
  const { userStart, userActions, userItem } = actionIndex(inputs);
  const all = allUppers.get(inputs) ?? allUpperNeighbours(inputs, userActions);
  allUppers.delete(inputs);
  upper = dropOneItemPairs(all, userStart, userItem, inputs.users.length);
  uppers.set(inputs, upper);
  return upper;
}

/** Each account's actions in position order (so by item), and their items. */
export function accountActions(
  inputs: CoordinationInputs,
): Pick<ActionIndex, 'userStart' | 'userActions' | 'userItem'> {
  return actionIndex(inputs);
}

function actionIndex(inputs: CoordinationInputs): ActionIndex {
  let index = indexes.get(inputs);
  if (index) return index;
  const { actionUser, actionTime: time, itemStart } = inputs;
  const actions = actionUser.length;
  const users = inputs.users.length;
  const items = inputs.itemKind.length;
  const actionItem = new Int32Array(actions);
  const nearest = new Float64Array(actions).fill(Infinity);
  const crowded = new Float64Array(items).fill(Infinity);
  for (let item = 0; item < items; item++) {
    const from = itemStart[item];
    const to = itemStart[item + 1];
    actionItem.fill(item, from, to);
    for (let a = from; a < to; a++) {
      // Times ascend: the first other account's action on either side is the nearest on it.
      const user = actionUser[a];
      for (let j = a - 1; j >= Math.max(from, a - MAX_NEIGHBOURS); j--)
        if (actionUser[j] !== user) {
          nearest[a] = time[a] - time[j];
          break;
        }
      for (let j = a + 1; j <= Math.min(to - 1, a + MAX_NEIGHBOURS); j++)
        if (actionUser[j] !== user) {
          nearest[a] = Math.min(nearest[a], time[j] - time[a]);
          break;
        }
      const far = a + MAX_NEIGHBOURS + 1;
      if (far < to) crowded[item] = Math.min(crowded[item], time[far] - time[a]);
    }
  }
  const userStart = new Int32Array(users + 1);
  for (let a = 0; a < actions; a++) userStart[actionUser[a] + 1]++;
  for (let u = 0; u < users; u++) userStart[u + 1] += userStart[u];
  const fill = userStart.slice(0, users);
  const userActions = new Int32Array(actions);
  // In position order, so one account's actions on an item come one after another.
  for (let a = 0; a < actions; a++) userActions[fill[actionUser[a]]++] = a;
  const userItem = new Int32Array(actions);
  const userNearest = new Float64Array(actions);
  for (let k = 0; k < actions; k++) {
    userItem[k] = actionItem[userActions[k]];
    userNearest[k] = nearest[userActions[k]];
  }
  index = { userStart, userActions, userItem, userNearest, crowded };
  indexes.set(inputs, index);
  return index;
}

/**
 * Counts, account by account, the distinct items each higher account co-acted on with it (in
 * typed arrays reset per account, no map of every pair a burst makes), and keeps the pairs that
 * did so often enough; then their counts by kind, gaps and evidence. An account with fewer than
 * min_repetitions items on which anyone acted near it is in no pair: it is not swept.
 */
export function coActionPairs(inputs: CoordinationInputs, settings: CoordinationSettings): CoActionPairs {
  const { userStart, userItem, userNearest, crowded } = actionIndex(inputs);
  const { start, after, user: neighbour, gap } = upperIndex(inputs);
  const users = inputs.users.length;
  const m = settings.min_repetitions;
  const windows = windowsOf(settings);
  const { itemKind, actionUser } = inputs;
  const result: CoActionPairs = {
    a: [],
    b: [],
    coRetweets: [],
    coPosts: [],
    medianGap: [],
    coAction: new Uint8Array(actionUser.length),
    nearPosts: [],
    near: { first: [], second: [], common: [], union: [] },
    cappedItems: 0,
  };
  for (let item = 0; item < itemKind.length; item++) if (crowded[item] <= windows[itemKind[item]]) result.cappedItems++;
  const count = new Int32Array(users);
  const lastItem = new Int32Array(users).fill(-1);
  const touched = new Int32Array(users);
  for (let u = 0; u < users; u++) {
    // Most accounts are in no pair of two items or more: their lists are empty.
    if (start[userStart[u]] === start[userStart[u + 1]]) continue;
    if (!sweepable(u, userStart, userItem, userNearest, itemKind, windows, m)) continue;
    let touches = 0;
    for (let k = userStart[u]; k < userStart[u + 1]; k++) {
      // Most of the answer's time: each run read up to its first gap beyond the window.
      const item = userItem[k];
      const window = windows[itemKind[item]];
      if (userNearest[k] > window) continue;
      for (let e = start[k]; e < after[k] && gap[e] <= window; e++) {
        const v = neighbour[e];
        if (lastItem[v] === item) continue;
        lastItem[v] = item;
        if (count[v]++ === 0) touched[touches++] = v;
      }
      for (let e = after[k]; e < start[k + 1] && gap[e] <= window; e++) {
        const v = neighbour[e];
        if (lastItem[v] === item) continue;
        lastItem[v] = item;
        if (count[v]++ === 0) touched[touches++] = v;
      }
    }
    for (let t = 0; t < touches; t++) {
      const v = touched[t];
      if (count[v] >= m) {
        result.a.push(u);
        result.b.push(v);
        result.coRetweets.push(0);
        result.coPosts.push(0);
        result.medianGap.push(0);
        result.nearPosts.push(0);
      }
      count[v] = 0;
      lastItem[v] = -1;
    }
  }
  describePairs(inputs, result, windows);
  return result;
}

/** Each item kind's window in ms, by ItemKind (a typed array read per action rather than a closure called). */
export function windowsOf(settings: CoordinationSettings): Float64Array {
  const windows = new Float64Array(2);
  windows[ItemKind.Retweet] = settings.window_seconds * 1000;
  windows[ItemKind.Post] = settings.post_window_seconds * 1000;
  return windows;
}

/** Whether u has at least m distinct items on which another account acted near it (within the window and the bound). */
function sweepable(
  u: number,
  userStart: Int32Array,
  userItem: Int32Array,
  userNearest: Float64Array,
  itemKind: Uint8Array,
  windows: Float64Array,
  m: number,
): boolean {
  let live = 0;
  let last = -1;
  for (let k = userStart[u]; k < userStart[u + 1]; k++) {
    const item = userItem[k];
    if (item === last || userNearest[k] > windows[itemKind[item]]) continue;
    last = item;
    if (++live >= m) return true;
  }
  return false;
}

/**
 * Again for the accounts of kept pairs only, over the same neighbours: each pair's counts by kind,
 * its gaps (the first co-action met on each item, nearest before then nearest after) and the
 * co-actions that are evidence.
 */
function describePairs(inputs: CoordinationInputs, pairs: CoActionPairs, windows: Float64Array): void {
  const { userStart, userActions, userItem, userNearest } = actionIndex(inputs);
  const { start, after, user: neighbour, action, gap } = upperIndex(inputs);
  const { itemKind } = inputs;
  const users = inputs.users.length;
  const pairOf = new Int32Array(users).fill(-1);
  const seenOn = new Int32Array(pairs.a.length).fill(-1);
  const gapPair: number[] = [];
  const gapValue: number[] = [];
  // Pairs were made account by account: each account's pairs come one after another.
  let first = 0;
  while (first < pairs.a.length) {
    const u = pairs.a[first];
    let end = first + 1;
    while (end < pairs.a.length && pairs.a[end] === u) end++;
    for (let q = first; q < end; q++) pairOf[pairs.b[q]] = q;
    gapPair.length = 0;
    gapValue.length = 0;
    const visit = (a: number, e: number, item: number, retweet: boolean): void => {
      const q = pairOf[neighbour[e]];
      if (q < 0) return;
      pairs.coAction[a] = 1;
      pairs.coAction[action[e]] = 1;
      if (seenOn[q] === item) return;
      seenOn[q] = item;
      if (retweet) pairs.coRetweets[q]++;
      else pairs.coPosts[q]++;
      gapPair.push(q);
      gapValue.push(gap[e]);
    };
    for (let k = userStart[u]; k < userStart[u + 1]; k++) {
      const item = userItem[k];
      const window = windows[itemKind[item]];
      if (userNearest[k] > window) continue;
      const a = userActions[k];
      const retweet = itemKind[item] === ItemKind.Retweet;
      for (let e = start[k]; e < after[k] && gap[e] <= window; e++) visit(a, e, item, retweet);
      for (let e = after[k]; e < start[k + 1] && gap[e] <= window; e++) visit(a, e, item, retweet);
    }
    medians(pairs.medianGap, first, end, gapPair, gapValue);
    for (let q = first; q < end; q++) pairOf[pairs.b[q]] = -1;
    first = end;
  }
}

/** The median gap of each pair first..end-1 of one account, from its gaps listed with their pairs. */
function medians(out: number[], first: number, end: number, gapPair: number[], gapValue: number[]): void {
  const start = new Int32Array(end - first + 1);
  for (const q of gapPair) start[q - first + 1]++;
  for (let i = 0; i < end - first; i++) start[i + 1] += start[i];
  const fill = start.slice();
  const byPair = new Float64Array(gapPair.length);
  for (let g = 0; g < gapPair.length; g++) byPair[fill[gapPair[g] - first]++] = gapValue[g];
  for (let q = first; q < end; q++) {
    const sorted = byPair.subarray(start[q - first], start[q - first + 1]).sort();
    const mid = sorted.length >> 1;
    out[q] = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  }
}
