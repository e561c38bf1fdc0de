import { ItemKind, type CoordinationInputs } from './coordination-inputs.js';
import { MAX_NEIGHBOURS, type CoordinationSettings } from './coordination-settings.js';

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
 * question skip what cannot matter at its windows.
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

/**
 * Derives what every question of these inputs shares, ahead of the first question (when the
 * inputs are read ahead): that question then sweeps at once.
 */
export function indexCoordinationInputs(inputs: CoordinationInputs): void {
  actionIndex(inputs);
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
 * Counts, account by account, the distinct items each other account co-acted on with it (in
 * typed arrays reset per account, no map of every pair a burst makes), and keeps the pairs that
 * did so often enough; then their counts by kind, gaps and evidence. An account with fewer than
 * min_repetitions items on which anyone acted near it is in no pair: it is neither swept nor counted.
 */
export function coActionPairs(inputs: CoordinationInputs, settings: CoordinationSettings): CoActionPairs {
  const { userStart, userActions, userItem, userNearest, crowded } = actionIndex(inputs);
  const users = inputs.users.length;
  const m = settings.min_repetitions;
  const windows = windowsOf(settings);
  const { itemKind, itemStart, actionUser, actionTime: time } = inputs;
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
  const live = new Uint8Array(users);
  for (let u = 0; u < users; u++)
    live[u] = sweepable(u, userStart, userItem, userNearest, itemKind, windows, m) ? 1 : 0;
  const swept = liveActions(inputs, live);
  const { user: sweptUser, time: sweptTime, position, at: sweptAt } = swept;
  for (let u = 0; u < users; u++) {
    if (!live[u]) continue;
    let touches = 0;
    for (let k = userStart[u]; k < userStart[u + 1]; k++) {
      // The neighbour sweep of the second pass below, written for counting: most of the answer's time.
      const item = userItem[k];
      const window = windows[itemKind[item]];
      if (userNearest[k] > window) continue;
      const a = userActions[k];
      const c = sweptAt[a];
      const t = time[a];
      // The bound is on positions among all the item's actions (positions beyond it are other items').
      const low = Math.max(itemStart[item], a - MAX_NEIGHBOURS);
      for (let j = c - 1; j >= 0 && position[j] >= low && t - sweptTime[j] <= window; j--) {
        const v = sweptUser[j];
        // Each pair is counted from its lower account.
        if (v <= u || lastItem[v] === item) continue;
        lastItem[v] = item;
        if (count[v]++ === 0) touched[touches++] = v;
      }
      const high = Math.min(itemStart[item + 1] - 1, a + MAX_NEIGHBOURS);
      for (let j = c + 1; j < sweptUser.length && position[j] <= high && sweptTime[j] - t <= window; j++) {
        const v = sweptUser[j];
        if (v <= u || lastItem[v] === item) continue;
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
  describePairs(inputs, result, windows, swept);
  return result;
}

/**
 * The actions of the accounts that can pair, in the inputs' order (by item, then time), with each
 * one's position among all the actions: a sweep over these skips the accounts that cannot pair
 * (most of the neighbours in dense items) without reading them, yet keeps the bound on positions.
 */
interface LiveActions {
  user: Int32Array;
  time: Float64Array;
  position: Int32Array;
  /** Per action of the inputs: its index here (-1: an account that cannot pair). */
  at: Int32Array;
}

function liveActions(inputs: CoordinationInputs, live: Uint8Array): LiveActions {
  const { actionUser, actionTime } = inputs;
  const n = actionUser.length;
  const at = new Int32Array(n);
  let count = 0;
  for (let a = 0; a < n; a++) at[a] = live[actionUser[a]] ? count++ : -1;
  const user = new Int32Array(count);
  const time = new Float64Array(count);
  const position = new Int32Array(count);
  for (let a = 0; a < n; a++) {
    const c = at[a];
    if (c < 0) continue;
    user[c] = actionUser[a];
    time[c] = actionTime[a];
    position[c] = a;
  }
  return { user, time, position, at };
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
 * Again for the accounts of kept pairs only, with the same sweep: each pair's counts by kind, its
 * gaps (the first co-action the sweep meets on each item) and the co-actions that are evidence.
 */
function describePairs(
  inputs: CoordinationInputs,
  pairs: CoActionPairs,
  windows: Float64Array,
  swept: LiveActions,
): void {
  const { userStart, userActions, userItem, userNearest } = actionIndex(inputs);
  const { itemKind, itemStart, actionTime: time } = inputs;
  const { user: sweptUser, time: sweptTime, position, at: sweptAt } = swept;
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
    // j: an index among the live actions.
    const visit = (a: number, j: number, item: number, retweet: boolean): void => {
      const v = sweptUser[j];
      if (v < u) return;
      const q = pairOf[v];
      if (q < 0) return;
      pairs.coAction[a] = 1;
      pairs.coAction[position[j]] = 1;
      if (seenOn[q] === item) return;
      seenOn[q] = item;
      if (retweet) pairs.coRetweets[q]++;
      else pairs.coPosts[q]++;
      gapPair.push(q);
      gapValue.push(Math.abs(sweptTime[j] - time[a]));
    };
    for (let k = userStart[u]; k < userStart[u + 1]; k++) {
      const item = userItem[k];
      const window = windows[itemKind[item]];
      if (userNearest[k] > window) continue;
      const a = userActions[k];
      const c = sweptAt[a];
      const t = time[a];
      const retweet = itemKind[item] === ItemKind.Retweet;
      const low = Math.max(itemStart[item], a - MAX_NEIGHBOURS);
      for (let j = c - 1; j >= 0 && position[j] >= low && t - sweptTime[j] <= window; j--)
        if (sweptUser[j] !== u) visit(a, j, item, retweet);
      const high = Math.min(itemStart[item + 1] - 1, a + MAX_NEIGHBOURS);
      for (let j = c + 1; j < sweptUser.length && position[j] <= high && sweptTime[j] - t <= window; j++)
        if (sweptUser[j] !== u) visit(a, j, item, retweet);
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
