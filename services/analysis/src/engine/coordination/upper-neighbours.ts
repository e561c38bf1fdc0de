import type { CoordinationInputs } from './coordination-inputs.js';
import { MAX_NEIGHBOURS, MAX_WINDOW_SECONDS } from './coordination-settings.js';

/**
 * Per action k of userActions: the actions of higher accounts on its item within MAX_NEIGHBOURS
 * positions and MAX_WINDOW_SECONDS, those before it (nearest first) at start[k] .. after[k] - 1,
 * those after it (nearest first) at after[k] .. start[k + 1] - 1. Each run's gaps ascend, so a
 * question stops reading a run at its first gap beyond the window. A pair is counted from its lower
 * account only: listing only higher accounts halves what every question reads (the neighbours of
 * every account were read twice, once from each side, when the sweep read the item's actions).
 * Only pairs that co-acted on two items or more at the widest window are kept (dropOneItemPairs).
 */
export interface UpperNeighbours {
  start: Int32Array;
  after: Int32Array;
  user: Int32Array;
  action: Int32Array;
  /** In ms; exact in 32 bits, as times are whole ms and gaps at most MAX_WINDOW_SECONDS. */
  gap: Float32Array;
}

/** The lists of every pair, from each account's actions (userActions): dropOneItemPairs leaves most out. */
export function allUpperNeighbours(inputs: CoordinationInputs, userActions: Int32Array): UpperNeighbours {
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
 * Leaves out of the lists every pair of accounts that co-acted on fewer than two distinct items
 * even at the widest window: no question can count it (min_repetitions is at least 2), and most
 * pairs are such (two strangers retweeting one popular post minutes apart). On a 550k-post project
 * 2.95 of 2.98 million pairs, 3.36 of 3.58 million entries: every question read them all, and
 * a first question right after a run paid most for them (docs/coordination.md). In place, account
 * by account (its entries come one after another), then copied to their size.
 */
export function dropOneItemPairs(
  lists: UpperNeighbours,
  userStart: Int32Array,
  userItem: Int32Array,
  users: number,
): UpperNeighbours {
  const { start, after, user, action, gap } = lists;
  const items = new Int32Array(users);
  const lastItem = new Int32Array(users).fill(-1);
  const touched = new Int32Array(users);
  let kept = 0;
  for (let u = 0; u < users; u++) {
    let touches = 0;
    for (let k = userStart[u]; k < userStart[u + 1]; k++) {
      const item = userItem[k];
      for (let e = start[k]; e < start[k + 1]; e++) {
        const v = user[e];
        if (lastItem[v] === item) continue;
        lastItem[v] = item;
        if (items[v]++ === 0) touched[touches++] = v;
      }
    }
    // start[k] is rewritten as k is reached: the old one is carried over from the action before.
    let from = start[userStart[u]];
    for (let k = userStart[u]; k < userStart[u + 1]; k++) {
      const split = after[k];
      const to = start[k + 1];
      start[k] = kept;
      for (let e = from; e < to; e++) {
        if (e === split) after[k] = kept;
        if (items[user[e]] < 2) continue;
        user[kept] = user[e];
        action[kept] = action[e];
        gap[kept] = gap[e];
        kept++;
      }
      if (split === to) after[k] = kept;
      from = to;
    }
    for (let t = 0; t < touches; t++) {
      items[touched[t]] = 0;
      lastItem[touched[t]] = -1;
    }
  }
  start[start.length - 1] = kept;
  return { start, after, user: user.slice(0, kept), action: action.slice(0, kept), gap: gap.slice(0, kept) };
}
