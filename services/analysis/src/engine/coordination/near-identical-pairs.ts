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
  const { actionUser, actionTime, near: matches } = inputs;
  pairs.cappedItems += matches.cappedShingles;
  const asked = nearMatchesAt(matches, actionTime, settings.similarity_percent, windows[ItemKind.Post]);
  if (asked.length === 0) return;
  const users = inputs.users.length;
  // Matches by account pair (lower account first; numbers below 2^53 for any count of accounts),
  // sorted by it, each pair's in the table's order: runs of one pair, one account's pairs together.
  const pairKey = new Float64Array(asked.length);
  for (let i = 0; i < asked.length; i++) {
    const x = actionUser[matches.first[asked[i]]];
    const y = actionUser[matches.second[asked[i]]];
    pairKey[i] = Math.min(x, y) * users + Math.max(x, y);
  }
  const byPair = Int32Array.from(asked.keys()).sort((i, j) => pairKey[i] - pairKey[j] || i - j);
  const kept = new Map<number, number>();
  for (let q = 0; q < pairs.a.length; q++) kept.set(pairs.a[q] * users + pairs.b[q], q);
  const itemOf = actionItems(inputs);
  // Each lower account's equal co-actions with all its partners here, read in one pass over its
  // actions, not once per pair.
  let exactOf = new Map<number, EqualCoActions>();
  let exactFor = -1;
  for (let from = 0, to = 0; from < byPair.length; from = to) {
    const key = pairKey[byPair[from]];
    while (to < byPair.length && pairKey[byPair[to]] === key) to++;
    const list = Array.from(byPair.subarray(from, to), (i) => asked[i]);
    const u = Math.floor(key / users);
    const v = key - u * users;
    if (u !== exactFor) {
      exactFor = u;
      const partners = new Set<number>();
      for (let k = from; k < byPair.length && Math.floor(pairKey[byPair[k]] / users) === u; k++)
        partners.add(pairKey[byPair[k]] - u * users);
      exactOf = equalCoActions(inputs, u, partners, windows);
    }
    const exact = exactOf.get(v)!;
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

/** A pair's co-actions on equal items (equalCoActions). */
interface EqualCoActions {
  retweets: number;
  postItems: Set<number>;
  gaps: number[];
  actions: number[];
  /** The item of the co-action met last: an item counts once. */
  lastItem: number;
}

/**
 * The co-actions on equal items of u with each of its partners, read from u's actions and the
 * actions beside each on its item (within the bound and the item kind's window), as the sweep
 * counts them: per partner, its co-retweeted items, its co-posted texts, each item's first gap
 * met (nearest before, then nearest after) and the actions that are co-actions.
 */
function equalCoActions(
  inputs: CoordinationInputs,
  u: number,
  partners: Set<number>,
  windows: Float64Array,
): Map<number, EqualCoActions> {
  const { userStart, userActions, userItem } = accountActions(inputs);
  const { itemStart, itemKind, actionUser, actionTime } = inputs;
  const of = new Map<number, EqualCoActions>();
  for (const v of partners) of.set(v, { retweets: 0, postItems: new Set(), gaps: [], actions: [], lastItem: -1 });
  for (let k = userStart[u]; k < userStart[u + 1]; k++) {
    const a = userActions[k];
    const item = userItem[k];
    const window = windows[itemKind[item]];
    const met = (j: number): void => {
      const pair = of.get(actionUser[j]);
      if (!pair) return;
      pair.actions.push(a, j);
      if (pair.lastItem === item) return;
      pair.lastItem = item;
      pair.gaps.push(Math.abs(actionTime[a] - actionTime[j]));
      if (itemKind[item] === ItemKind.Retweet) pair.retweets++;
      else pair.postItems.add(item);
    };
    for (let j = a - 1; j >= Math.max(itemStart[item], a - MAX_NEIGHBOURS); j--) {
      if (actionTime[a] - actionTime[j] > window) break;
      met(j);
    }
    for (let j = a + 1; j <= Math.min(itemStart[item + 1] - 1, a + MAX_NEIGHBOURS); j++) {
      if (actionTime[j] - actionTime[a] > window) break;
      met(j);
    }
  }
  return of;
}

function median(values: number[]): number {
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  return sorted.length === 0 ? 0 : sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
