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
  actionItem: Int32Array;
  /** Per action: the time to the nearest other account's action on its item within MAX_NEIGHBOURS positions (Infinity: none). */
  nearest: Float64Array;
  /**
   * Per item: the shortest time spanned by MAX_NEIGHBOURS + 2 of its actions in a row (Infinity:
   * fewer). The bound cuts a sweep inside a window exactly when this fits in the window.
   */
  crowded: Float64Array;
}

const indexes = new WeakMap<CoordinationInputs, ActionIndex>();

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
  index = { userStart, userActions, actionItem, nearest, crowded };
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
  const { userStart, userActions, actionItem, nearest, crowded } = actionIndex(inputs);
  const users = inputs.users.length;
  const m = settings.min_repetitions;
  const retweetWindow = settings.window_seconds * 1000;
  const postWindow = settings.post_window_seconds * 1000;
  const { itemKind, itemStart, actionUser, actionTime: time } = inputs;
  const windowOf = (item: number) => (itemKind[item] === ItemKind.Retweet ? retweetWindow : postWindow);
  const result: CoActionPairs = {
    a: [],
    b: [],
    coRetweets: [],
    coPosts: [],
    medianGap: [],
    coAction: new Uint8Array(actionUser.length),
    cappedItems: 0,
  };
  for (let item = 0; item < itemKind.length; item++) if (crowded[item] <= windowOf(item)) result.cappedItems++;
  const count = new Int32Array(users);
  const lastItem = new Int32Array(users).fill(-1);
  const touched = new Int32Array(users);
  const live = new Uint8Array(users);
  for (let u = 0; u < users; u++)
    live[u] = sweepable(u, userStart, userActions, actionItem, nearest, windowOf, m) ? 1 : 0;
  for (let u = 0; u < users; u++) {
    if (!live[u]) continue;
    let touches = 0;
    for (let k = userStart[u]; k < userStart[u + 1]; k++) {
      // The neighbour sweep of the second pass below, written for counting: most of the answer's time.
      const a = userActions[k];
      const item = actionItem[a];
      const window = windowOf(item);
      if (nearest[a] > window) continue;
      const low = Math.max(itemStart[item], a - MAX_NEIGHBOURS);
      for (let j = a - 1; j >= low && time[a] - time[j] <= window; j--) {
        const v = actionUser[j];
        // Each pair is counted from its lower account, and only between accounts that can pair.
        if (v <= u || !live[v] || lastItem[v] === item) continue;
        lastItem[v] = item;
        if (count[v]++ === 0) touched[touches++] = v;
      }
      const high = Math.min(itemStart[item + 1] - 1, a + MAX_NEIGHBOURS);
      for (let j = a + 1; j <= high && time[j] - time[a] <= window; j++) {
        const v = actionUser[j];
        if (v <= u || !live[v] || lastItem[v] === item) continue;
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
  describePairs(inputs, result, windowOf);
  return result;
}

/** Whether u has at least m distinct items on which another account acted near it (within the window and the bound). */
function sweepable(
  u: number,
  userStart: Int32Array,
  userActions: Int32Array,
  actionItem: Int32Array,
  nearest: Float64Array,
  windowOf: (item: number) => number,
  m: number,
): boolean {
  let live = 0;
  let last = -1;
  for (let k = userStart[u]; k < userStart[u + 1]; k++) {
    const a = userActions[k];
    const item = actionItem[a];
    if (item === last || nearest[a] > windowOf(item)) continue;
    last = item;
    if (++live >= m) return true;
  }
  return false;
}

/**
 * Again for the accounts of kept pairs only, with the same sweep: each pair's counts by kind, its
 * gaps (the first co-action the sweep meets on each item) and the co-actions that are evidence.
 */
function describePairs(inputs: CoordinationInputs, pairs: CoActionPairs, windowOf: (item: number) => number): void {
  const { userStart, userActions, actionItem, nearest } = actionIndex(inputs);
  const { itemKind, itemStart, actionUser, actionTime: time } = inputs;
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
    const visit = (a: number, j: number, item: number, retweet: boolean): void => {
      const v = actionUser[j];
      if (v < u) return;
      const q = pairOf[v];
      if (q < 0) return;
      pairs.coAction[a] = 1;
      pairs.coAction[j] = 1;
      if (seenOn[q] === item) return;
      seenOn[q] = item;
      if (retweet) pairs.coRetweets[q]++;
      else pairs.coPosts[q]++;
      gapPair.push(q);
      gapValue.push(Math.abs(time[j] - time[a]));
    };
    for (let k = userStart[u]; k < userStart[u + 1]; k++) {
      const a = userActions[k];
      const item = actionItem[a];
      const window = windowOf(item);
      if (nearest[a] > window) continue;
      const retweet = itemKind[item] === ItemKind.Retweet;
      const low = Math.max(itemStart[item], a - MAX_NEIGHBOURS);
      for (let j = a - 1; j >= low && time[a] - time[j] <= window; j--)
        if (actionUser[j] !== u) visit(a, j, item, retweet);
      const high = Math.min(itemStart[item + 1] - 1, a + MAX_NEIGHBOURS);
      for (let j = a + 1; j <= high && time[j] - time[a] <= window; j++)
        if (actionUser[j] !== u) visit(a, j, item, retweet);
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
