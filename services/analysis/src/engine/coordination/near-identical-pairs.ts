import { accountActions, windowsOf, type CoActionPairs } from './co-action-pairs.js';
import { ItemKind, type CoordinationInputs } from './coordination-inputs.js';
import { MAX_NEIGHBOURS, type CoordinationSettings } from './coordination-settings.js';
import { actionItems } from './near-identical-matches.js';
import { nearMatchesAt } from './near-match-table.js';

/**
 * Adds what near-identical texts give (a similarity below 100 %) to the pairs equal items made
 * (coActionPairs), from the inputs' matches at the widest bounds filtered by the asked similarity
 * and window (no matching per question): each pair of accounts with a near-identical match is counted again from its
 * two accounts' actions — its co-retweeted items, plus the smaller of the distinct texts of the
 * first account's posts that matched one of the second's (equal or near-identical) and the same
 * for the second — and kept when that reaches min_repetitions. Pairs without such a match keep
 * their counts: at 100 % nothing changes.
 */
export function addNearIdentical(
  inputs: CoordinationInputs,
  settings: CoordinationSettings,
  pairs: CoActionPairs,
): void {
  if (settings.similarity_percent >= 100) return;
  const windows = windowsOf(settings);
  const { actionUser, actionTime, near: table } = inputs;
  pairs.cappedItems += table.cappedShingles;
  const matches = table;
  const asked = nearMatchesAt(table, actionTime, settings.similarity_percent, windows[ItemKind.Post]);
  if (asked.length === 0) return;
  const users = inputs.users.length;
  // Matches by account pair (lower account first); numbers below 2^53 for any count of accounts.
  const byPair = new Map<number, number[]>();
  for (const m of asked) {
    const x = actionUser[matches.first[m]];
    const y = actionUser[matches.second[m]];
    const key = Math.min(x, y) * users + Math.max(x, y);
    const list = byPair.get(key);
    if (list) list.push(m);
    else byPair.set(key, [m]);
  }
  const kept = new Map<number, number>();
  for (let q = 0; q < pairs.a.length; q++) kept.set(pairs.a[q] * users + pairs.b[q], q);
  const itemOf = actionItems(inputs);
  for (const key of [...byPair.keys()].sort((x, y) => x - y)) {
    const list = byPair.get(key)!;
    const u = Math.floor(key / users);
    const v = key - u * users;
    const exact = equalCoActions(inputs, u, v, windows);
    const textsOfU = new Set(exact.postItems);
    const textsOfV = new Set(exact.postItems);
    // Per text of u matched only near-identically: its nearest match's gap.
    const nearGap = new Map<number, number>();
    for (const m of list) {
      const [ua, va] =
        actionUser[matches.first[m]] === u
          ? [matches.first[m], matches.second[m]]
          : [matches.second[m], matches.first[m]];
      textsOfU.add(itemOf[ua]);
      textsOfV.add(itemOf[va]);
      if (exact.postItems.has(itemOf[ua])) continue;
      const gap = Math.abs(actionTime[ua] - actionTime[va]);
      nearGap.set(itemOf[ua], Math.min(gap, nearGap.get(itemOf[ua]) ?? Infinity));
    }
    const posts = Math.min(textsOfU.size, textsOfV.size);
    if (exact.retweets + posts < settings.min_repetitions) continue;
    let q = kept.get(key);
    if (q === undefined) {
      q = pairs.a.length;
      pairs.a.push(u);
      pairs.b.push(v);
      pairs.coRetweets.push(exact.retweets);
      pairs.coPosts.push(0);
      pairs.medianGap.push(0);
      pairs.nearPosts.push(0);
    }
    pairs.coPosts[q] = posts;
    pairs.nearPosts[q] = posts - exact.postItems.size;
    pairs.medianGap[q] = median([...exact.gaps, ...nearGap.values()]);
    for (const a of exact.actions) pairs.coAction[a] = 1;
    for (const m of list) {
      pairs.coAction[matches.first[m]] = pairs.coAction[matches.second[m]] = 1;
      pairs.near.first.push(matches.first[m]);
      pairs.near.second.push(matches.second[m]);
      pairs.near.common.push(matches.common[m]);
      pairs.near.union.push(matches.union[m]);
    }
  }
}

/**
 * A pair's co-actions on equal items, read from u's actions and the actions beside each on its
 * item (within the bound and the item kind's window), as the sweep counts them: its co-retweeted
 * items, its co-posted texts, each item's first gap met (nearest before, then nearest after) and
 * the actions that are co-actions.
 */
function equalCoActions(
  inputs: CoordinationInputs,
  u: number,
  v: number,
  windows: Float64Array,
): { retweets: number; postItems: Set<number>; gaps: number[]; actions: number[] } {
  const { userStart, userActions, userItem } = accountActions(inputs);
  const { itemStart, itemKind, actionUser, actionTime } = inputs;
  const postItems = new Set<number>();
  const gaps: number[] = [];
  const actions: number[] = [];
  let retweets = 0;
  let lastItem = -1;
  for (let k = userStart[u]; k < userStart[u + 1]; k++) {
    const a = userActions[k];
    const item = userItem[k];
    const window = windows[itemKind[item]];
    const met = (j: number): void => {
      actions.push(a, j);
      if (lastItem === item) return;
      lastItem = item;
      gaps.push(Math.abs(actionTime[a] - actionTime[j]));
      if (itemKind[item] === ItemKind.Retweet) retweets++;
      else postItems.add(item);
    };
    for (let j = a - 1; j >= Math.max(itemStart[item], a - MAX_NEIGHBOURS); j--) {
      if (actionTime[a] - actionTime[j] > window) break;
      if (actionUser[j] === v) met(j);
    }
    for (let j = a + 1; j <= Math.min(itemStart[item + 1] - 1, a + MAX_NEIGHBOURS); j++) {
      if (actionTime[j] - actionTime[a] > window) break;
      if (actionUser[j] === v) met(j);
    }
  }
  return { retweets, postItems, gaps, actions };
}

function median(values: number[]): number {
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  return sorted.length === 0 ? 0 : sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
