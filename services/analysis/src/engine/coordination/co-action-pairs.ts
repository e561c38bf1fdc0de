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
  /** Items where the sweep stopped at MAX_NEIGHBOURS while still inside the window. */
  cappedItems: number;
}

/** Later actions of the same item, by another account, within the window: at most MAX_NEIGHBOURS positions on. */
function eachNeighbour(
  inputs: CoordinationInputs,
  from: number,
  to: number,
  window: number,
  active: Uint8Array,
  visit: (a: number, b: number) => void,
): boolean {
  let capped = false;
  for (let i = from; i < to; i++) {
    if (!active[i]) continue;
    const last = Math.min(to, i + 1 + MAX_NEIGHBOURS);
    let j = i + 1;
    for (; j < last; j++) {
      if (inputs.actionTime[j] - inputs.actionTime[i] > window) break;
      if (active[j] && inputs.actionUser[j] !== inputs.actionUser[i]) visit(i, j);
    }
    if (j === last && last < to && inputs.actionTime[last] - inputs.actionTime[i] <= window) capped = true;
  }
  return capped;
}

function windowOf(inputs: CoordinationInputs, item: number, settings: CoordinationSettings): number {
  return (inputs.itemKind[item] === ItemKind.Retweet ? settings.window_seconds : settings.post_window_seconds) * 1000;
}

/**
 * Drops the actions of accounts with fewer than min_repetitions distinct items on which anyone
 * acted near them: they cannot be in a kept pair. Repeated until nothing changes, it leaves a
 * viral burst's one-off retweeters out before any pair is counted.
 */
function activeActions(inputs: CoordinationInputs, settings: CoordinationSettings): Uint8Array {
  const actions = inputs.actionUser.length;
  const users = inputs.users.length;
  const active = new Uint8Array(actions).fill(1);
  const nearItems = new Int32Array(users);
  const lastItem = new Int32Array(users);
  for (let changed = true; changed;) {
    nearItems.fill(0);
    lastItem.fill(-1);
    const mark = (user: number, item: number) => {
      if (lastItem[user] === item) return;
      lastItem[user] = item;
      nearItems[user]++;
    };
    for (let item = 0; item < inputs.itemKind.length; item++) {
      eachNeighbour(
        inputs,
        inputs.itemStart[item],
        inputs.itemStart[item + 1],
        windowOf(inputs, item, settings),
        active,
        (a, b) => {
          mark(inputs.actionUser[a], item);
          mark(inputs.actionUser[b], item);
        },
      );
    }
    changed = false;
    for (let a = 0; a < actions; a++)
      if (active[a] && nearItems[inputs.actionUser[a]] < settings.min_repetitions) {
        active[a] = 0;
        changed = true;
      }
  }
  return active;
}

/** Counts each pair once per item it co-acted on, and keeps the pairs that did so often enough. */
export function coActionPairs(inputs: CoordinationInputs, settings: CoordinationSettings): CoActionPairs {
  const active = activeActions(inputs, settings);
  const users = inputs.users.length;
  const index = new Map<number, number>();
  const count: number[] = [];
  const lastItem: number[] = [];
  const pairOf = (a: number, b: number): number => {
    const u = inputs.actionUser[a];
    const v = inputs.actionUser[b];
    return u < v ? u * users + v : v * users + u;
  };
  let cappedItems = 0;
  for (let item = 0; item < inputs.itemKind.length; item++) {
    const capped = eachNeighbour(
      inputs,
      inputs.itemStart[item],
      inputs.itemStart[item + 1],
      windowOf(inputs, item, settings),
      active,
      (a, b) => {
        const key = pairOf(a, b);
        let p = index.get(key);
        if (p === undefined) {
          p = count.length;
          index.set(key, p);
          count.push(0);
          lastItem.push(-1);
        }
        if (lastItem[p] === item) return;
        lastItem[p] = item;
        count[p]++;
      },
    );
    if (capped) cappedItems++;
  }
  const kept = new Map<number, number>();
  const result: CoActionPairs = {
    a: [],
    b: [],
    coRetweets: [],
    coPosts: [],
    gaps: [],
    coAction: new Uint8Array(inputs.actionUser.length),
    cappedItems,
  };
  for (const [key, p] of index) {
    if (count[p] < settings.min_repetitions) continue;
    kept.set(key, result.a.length);
    result.a.push(Math.floor(key / users));
    result.b.push(key % users);
    result.coRetweets.push(0);
    result.coPosts.push(0);
    result.gaps.push([]);
  }
  // Again over the kept pairs only: their counts by kind, gaps and evidence.
  const seenOn = new Int32Array(kept.size).fill(-1);
  for (let item = 0; item < inputs.itemKind.length; item++) {
    const retweet = inputs.itemKind[item] === ItemKind.Retweet;
    eachNeighbour(
      inputs,
      inputs.itemStart[item],
      inputs.itemStart[item + 1],
      windowOf(inputs, item, settings),
      active,
      (a, b) => {
        const p = kept.get(pairOf(a, b));
        if (p === undefined) return;
        result.coAction[a] = 1;
        result.coAction[b] = 1;
        if (seenOn[p] === item) return;
        seenOn[p] = item;
        if (retweet) result.coRetweets[p]++;
        else result.coPosts[p]++;
        result.gaps[p].push(inputs.actionTime[b] - inputs.actionTime[a]);
      },
    );
  }
  return result;
}
