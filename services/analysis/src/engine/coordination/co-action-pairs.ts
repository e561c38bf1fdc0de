import { ItemKind, type CoordinationInputs } from './coordination-inputs.js';
import { MAX_NEIGHBOURS, MAX_WINDOW_SECONDS, type CoordinationSettings } from './coordination-settings.js';

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
  /** Items where a sweep stopped at MAX_NEIGHBOURS while still inside the window. */
  cappedItems: number;
}

/**
 * What every question of one inputs shares, derived once (kept beside the inputs while they are
 * kept): each account's actions, each action's item, and two settings-free bounds that let a
 * question skip what cannot matter at its windows. UpperNeighbours below is derived after it.
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

/**
 * Per action k of userActions: the actions of higher accounts on its item within MAX_NEIGHBOURS
 * positions and MAX_WINDOW_SECONDS, those before it (nearest first) at start[k] .. after[k] - 1,
 * those after it (nearest first) at after[k] .. start[k + 1] - 1. Each run's gaps ascend, so a
 * question stops reading a run at its first gap beyond the window. A pair is counted from its lower
 * account only: listing only higher accounts halves what every question reads (the neighbours of
 * every account were read twice, once from each side, when the sweep read the item's actions).
 */
interface UpperNeighbours {
  start: Int32Array;
  after: Int32Array;
  user: Int32Array;
  action: Int32Array;
  /** In ms; exact in 32 bits, as times are whole ms and gaps at most MAX_WINDOW_SECONDS. */
  gap: Float32Array;
}

const indexes = new WeakMap<CoordinationInputs, ActionIndex>();
const uppers = new WeakMap<CoordinationInputs, UpperNeighbours>();

/**
 * Derives one more part of what every question of these inputs shares (true: all of it is), ahead
 * of the first question (when the inputs are read ahead): that question then sweeps at once. In
 * parts, so that a caller can let other work run between them (each takes 0.1-0.3 s on a 550k-post
 * project).
 */
export function indexCoordinationInputs(inputs: CoordinationInputs): boolean {
  if (!indexes.has(inputs)) {
    actionIndex(inputs);
    return false;
  }
  upperIndex(inputs);
  return true;
}

function upperIndex(inputs: CoordinationInputs): UpperNeighbours {
  let upper = uppers.get(inputs);
  if (upper) return upper;
  upper = upperNeighbours(inputs, actionIndex(inputs).userActions);
  uppers.set(inputs, upper);
  return upper;
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

function upperNeighbours(inputs: CoordinationInputs, userActions: Int32Array): UpperNeighbours {
  const actions = userActions.length;
  // Read in the inputs' order (by item, then time: each action's neighbours beside it), written
  // in the accounts' order: counted first, so that one allocation of the exact size takes them
  // (3.6 million on a 550k-post project, 43 MB).
  const kOf = new Int32Array(actions);
  for (let k = 0; k < actions; k++) kOf[userActions[k]] = k;
  const none = {
    start: new Int32Array(actions + 1),
    after: new Int32Array(0),
    user: new Int32Array(0),
    action: new Int32Array(0),
    gap: new Float32Array(0),
  };
  scanUpper(inputs, kOf, none);
  const { start } = none;
  for (let k = 0; k < actions; k++) start[k + 1] += start[k];
  const size = start[actions];
  const lists: UpperNeighbours = {
    start,
    after: new Int32Array(actions),
    user: new Int32Array(size),
    action: new Int32Array(size),
    gap: new Float32Array(size),
  };
  scanUpper(inputs, kOf, lists);
  return lists;
}

/**
 * Each action's neighbours of higher accounts, nearest first on each side. With lists that have
 * room for them (after a first pass), writes them from start[k] and sets after[k]; with empty
 * ones, counts them into start[k + 1] (k: the action's place among userActions).
 */
function scanUpper(inputs: CoordinationInputs, kOf: Int32Array, lists: UpperNeighbours): void {
  const { actionUser, actionTime: time, itemStart } = inputs;
  const { start, after, user, action, gap } = lists;
  const write = after.length > 0;
  const widest = MAX_WINDOW_SECONDS * 1000;
  for (let item = 0; item < inputs.itemKind.length; item++) {
    const from = itemStart[item];
    const to = itemStart[item + 1];
    for (let a = from; a < to; a++) {
      const u = actionUser[a];
      const t = time[a];
      const k = kOf[a];
      let e = write ? start[k] : 0;
      for (let j = a - 1; j >= from && j >= a - MAX_NEIGHBOURS && t - time[j] <= widest; j--) {
        if (actionUser[j] <= u) continue;
        if (write) {
          user[e] = actionUser[j];
          action[e] = j;
          gap[e] = t - time[j];
        }
        e++;
      }
      if (write) after[k] = e;
      for (let j = a + 1; j < to && j <= a + MAX_NEIGHBOURS && time[j] - t <= widest; j++) {
        if (actionUser[j] <= u) continue;
        if (write) {
          user[e] = actionUser[j];
          action[e] = j;
          gap[e] = time[j] - t;
        }
        e++;
      }
      if (!write) start[k + 1] = e;
    }
  }
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
    cappedItems: 0,
  };
  for (let item = 0; item < itemKind.length; item++) if (crowded[item] <= windows[itemKind[item]]) result.cappedItems++;
  const count = new Int32Array(users);
  const lastItem = new Int32Array(users).fill(-1);
  const touched = new Int32Array(users);
  for (let u = 0; u < users; u++) {
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
      }
      count[v] = 0;
      lastItem[v] = -1;
    }
  }
  describePairs(inputs, result, windows);
  return result;
}

/** Each item kind's window in ms, by ItemKind (a typed array read per action rather than a closure called). */
function windowsOf(settings: CoordinationSettings): Float64Array {
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
