import { ItemKind, type CoordinationInputs } from './coordination-inputs.js';
import { MAX_NEIGHBOURS, type CoordinationSettings } from './coordination-settings.js';

/** Pairs of accounts (a < b) that co-acted on at least min_repetitions distinct items. */
export interface CoActionPairs {
  a: number[];
  b: number[];
  coRetweets: number[];
  coPosts: number[];
  /** Per kept pair: the time between its two actions on each item it co-acted on (ms). */
  gaps: number[][];
  /** Per action: whether it is one of a kept pair's co-actions (the evidence). */
  coAction: Uint8Array;
  /** Items where a sweep stopped at MAX_NEIGHBOURS while still inside the window. */
  cappedItems: number;
}

/** Each account's actions (positions in the inputs), and each action's item: derived once per inputs. */
interface ActionIndex {
  userStart: Int32Array;
  userActions: Int32Array;
  actionItem: Int32Array;
}

const indexes = new WeakMap<CoordinationInputs, ActionIndex>();

function actionIndex(inputs: CoordinationInputs): ActionIndex {
  let index = indexes.get(inputs);
  if (index) return index;
  const actions = inputs.actionUser.length;
  const users = inputs.users.length;
  const actionItem = new Int32Array(actions);
  for (let item = 0; item < inputs.itemKind.length; item++)
    actionItem.fill(item, inputs.itemStart[item], inputs.itemStart[item + 1]);
  const userStart = new Int32Array(users + 1);
  for (let a = 0; a < actions; a++) userStart[inputs.actionUser[a] + 1]++;
  for (let u = 0; u < users; u++) userStart[u + 1] += userStart[u];
  const fill = userStart.slice(0, users);
  const userActions = new Int32Array(actions);
  // In position order, so one account's actions on an item come one after another.
  for (let a = 0; a < actions; a++) userActions[fill[inputs.actionUser[a]]++] = a;
  index = { userStart, userActions, actionItem };
  indexes.set(inputs, index);
  return index;
}

/**
 * Calls visit(j) for the actions of the same item, by another account, within the window of
 * action a, at most MAX_NEIGHBOURS positions away on either side (so the bound is the same seen
 * from either action of a pair). Returns whether the bound cut a side short inside the window.
 */
function eachNeighbour(
  inputs: CoordinationInputs,
  from: number,
  to: number,
  a: number,
  window: number,
  visit: (j: number) => void,
): boolean {
  const time = inputs.actionTime;
  const user = inputs.actionUser[a];
  let capped = false;
  const low = Math.max(from, a - MAX_NEIGHBOURS);
  let j = a - 1;
  for (; j >= low && time[a] - time[j] <= window; j--) if (inputs.actionUser[j] !== user) visit(j);
  if (j >= from && j < low && time[a] - time[j] <= window) capped = true;
  const high = Math.min(to - 1, a + MAX_NEIGHBOURS);
  j = a + 1;
  for (; j <= high && time[j] - time[a] <= window; j++) if (inputs.actionUser[j] !== user) visit(j);
  if (j < to && j > high && time[j] - time[a] <= window) capped = true;
  return capped;
}

/**
 * Counts, account by account, the distinct items each other account co-acted on with it (in
 * typed arrays reset per account, no map of every pair a burst makes), and keeps the pairs that
 * did so often enough; then their counts by kind, gaps and evidence.
 */
export function coActionPairs(inputs: CoordinationInputs, settings: CoordinationSettings): CoActionPairs {
  const { userStart, userActions, actionItem } = actionIndex(inputs);
  const users = inputs.users.length;
  const windows = [settings.window_seconds * 1000, settings.post_window_seconds * 1000];
  const windowOf = (item: number) => windows[inputs.itemKind[item] === ItemKind.Retweet ? 0 : 1];
  const count = new Int32Array(users);
  const lastItem = new Int32Array(users).fill(-1);
  const capped = new Uint8Array(inputs.itemKind.length);
  const touched: number[] = [];
  const keptKey = new Map<number, number>();
  const result: CoActionPairs = {
    a: [],
    b: [],
    coRetweets: [],
    coPosts: [],
    gaps: [],
    coAction: new Uint8Array(inputs.actionUser.length),
    cappedItems: 0,
  };
  const time = inputs.actionTime;
  const actionUser = inputs.actionUser;
  for (let u = 0; u < users; u++) {
    for (let k = userStart[u]; k < userStart[u + 1]; k++) {
      // The neighbour sweep of eachNeighbour, written out: this loop is most of the answer's time.
      const a = userActions[k];
      const item = actionItem[a];
      const from = inputs.itemStart[item];
      const to = inputs.itemStart[item + 1];
      const window = windowOf(item);
      const low = Math.max(from, a - MAX_NEIGHBOURS);
      let j = a - 1;
      for (; j >= low && time[a] - time[j] <= window; j--) {
        const v = actionUser[j];
        if (v === u || lastItem[v] === item) continue;
        lastItem[v] = item;
        if (count[v]++ === 0) touched.push(v);
      }
      if (j >= from && j < low && time[a] - time[j] <= window) capped[item] = 1;
      const high = Math.min(to - 1, a + MAX_NEIGHBOURS);
      j = a + 1;
      for (; j <= high && time[j] - time[a] <= window; j++) {
        const v = actionUser[j];
        if (v === u || lastItem[v] === item) continue;
        lastItem[v] = item;
        if (count[v]++ === 0) touched.push(v);
      }
      if (j < to && j > high && time[j] - time[a] <= window) capped[item] = 1;
    }
    for (const v of touched) {
      if (v > u && count[v] >= settings.min_repetitions) {
        keptKey.set(u * users + v, result.a.length);
        result.a.push(u);
        result.b.push(v);
        result.coRetweets.push(0);
        result.coPosts.push(0);
        result.gaps.push([]);
      }
      count[v] = 0;
      lastItem[v] = -1;
    }
    touched.length = 0;
  }
  for (const c of capped) result.cappedItems += c;
  // Again for the accounts of kept pairs only: the pairs' counts by kind, gaps and evidence.
  const seenOn = new Int32Array(keptKey.size).fill(-1);
  const inPair = new Set(result.a);
  for (const u of inPair)
    for (let k = userStart[u]; k < userStart[u + 1]; k++) {
      const a = userActions[k];
      const item = actionItem[a];
      const retweet = inputs.itemKind[item] === ItemKind.Retweet;
      eachNeighbour(inputs, inputs.itemStart[item], inputs.itemStart[item + 1], a, windowOf(item), (j) => {
        const v = inputs.actionUser[j];
        if (v < u) return;
        const p = keptKey.get(u * users + v);
        if (p === undefined) return;
        result.coAction[a] = 1;
        result.coAction[j] = 1;
        if (seenOn[p] === item) return;
        seenOn[p] = item;
        if (retweet) result.coRetweets[p]++;
        else result.coPosts[p]++;
        result.gaps[p].push(Math.abs(inputs.actionTime[j] - inputs.actionTime[a]));
      });
    }
  return result;
}
