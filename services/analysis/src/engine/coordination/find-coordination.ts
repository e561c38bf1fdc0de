import { coActionPairs, type CoActionPairs } from './co-action-pairs.js';
import { ItemKind, type CoordinationInputs } from './coordination-inputs.js';
import { addNearIdentical } from './near-identical-pairs.js';
import { nearEvidenceByPart } from './near-evidence.js';
import type {
  CoordinatedGroup,
  CoordinatedPair,
  CoordinationResult,
  EvidenceItem,
  NearIdenticalMatch,
} from './coordination-result.js';
import {
  coordinationSettings,
  EVIDENCE_ACTIONS_LIMIT,
  EVIDENCE_LIMIT,
  PAIRS_LIMIT,
  type CoordinationSettings,
} from './coordination-settings.js';

/** The communities an account is in, for a run (absent: none asked). */
export type CommunitiesOf = (nodeId: string) => readonly number[] | undefined;

/**
 * Coordinated groups: connected parts of the network of pairs that co-acted on at least
 * min_repetitions distinct items, ranked by evidence (then size, then first member's id, so the
 * answer is the same every time).
 */
export function findCoordination(
  inputs: CoordinationInputs,
  asked: Partial<CoordinationSettings> = {},
  communitiesOf?: CommunitiesOf,
): CoordinationResult {
  const settings = coordinationSettings(asked);
  const pairs = coActionPairs(inputs, settings);
  addNearIdentical(inputs, settings, pairs);
  const parts = [...components(inputs.users.length, pairs).values()];
  const partOf = new Int32Array(inputs.users.length).fill(-1);
  parts.forEach((members, i) => members.forEach((u) => (partOf[u] = i)));
  const { evidence, evidenceTotal, coActions } = evidenceByPart(inputs, pairs, partOf, parts.length);
  const near = nearEvidenceByPart(inputs, pairs, partOf, parts.length);
  // Each part's pairs, in the order they were made.
  const partPairs: number[][] = parts.map(() => []);
  for (let p = 0; p < pairs.a.length; p++) partPairs[partOf[pairs.a[p]]].push(p);
  const groups = parts
    .map((members, i) =>
      describeGroup(inputs, pairs, members, partPairs[i], evidence[i], evidenceTotal[i], coActions, communitiesOf, {
        matches: near.matches[i],
        total: near.totals[i],
      }),
    )
    .sort(
      (x, y) =>
        y.evidence_total + y.near_matches_total - x.evidence_total - x.near_matches_total ||
        y.members.length - x.members.length ||
        (x.members[0].node_id < y.members[0].node_id ? -1 : 1),
    );
  groups.forEach((g, i) => (g.group_id = i + 1));
  return {
    settings,
    groups,
    accounts: groups.reduce((sum, g) => sum + g.members.length, 0),
    actions: inputs.actionsSeen,
    capped_items: pairs.cappedItems,
  };
}

/** Users of each connected part (union-find over the kept pairs), by root; each part's users ascending. */
function components(users: number, pairs: CoActionPairs): Map<number, number[]> {
  const parent = new Int32Array(users).map((_, i) => i);
  const find = (u: number): number => {
    while (parent[u] !== u) u = parent[u] = parent[parent[u]];
    return u;
  };
  for (let p = 0; p < pairs.a.length; p++) {
    const ra = find(pairs.a[p]);
    const rb = find(pairs.b[p]);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
  const parts = new Map<number, number[]>();
  const inPair = new Uint8Array(users);
  for (let p = 0; p < pairs.a.length; p++) inPair[pairs.a[p]] = inPair[pairs.b[p]] = 1;
  for (let u = 0; u < users; u++) {
    if (!inPair[u]) continue;
    const root = find(u);
    const part = parts.get(root);
    if (part) part.push(u);
    else parts.set(root, [u]);
  }
  return parts;
}

/**
 * Each part's evidence: the items its members co-acted on (a kept pair's two accounts are always
 * in one part), earliest first co-action first, and each account's co-actions. One pass over the
 * items finds each part's items and counts; objects are made only for the EVIDENCE_LIMIT items an
 * answer shows (a loose setting on a large project has tens of thousands of items in its groups,
 * and building them all only to drop them was a large part of such an answer's time).
 */
function evidenceByPart(
  inputs: CoordinationInputs,
  pairs: CoActionPairs,
  partOf: Int32Array,
  partCount: number,
): { evidence: EvidenceItem[][]; evidenceTotal: Int32Array; coActions: Int32Array } {
  const partItems: number[][] = Array.from({ length: partCount }, () => []);
  const partFirst: number[][] = Array.from({ length: partCount }, () => []);
  // Per listed item: its first co-action of the part, and how many it has.
  const partFirstAction: number[][] = Array.from({ length: partCount }, () => []);
  const partItemActions: number[][] = Array.from({ length: partCount }, () => []);
  const coActions = new Int32Array(inputs.users.length);
  // Which item each part's list last had added: an item is listed once per part.
  const lastItem = new Int32Array(partCount).fill(-1);
  for (let item = 0; item < inputs.itemKind.length; item++) {
    for (let a = inputs.itemStart[item]; a < inputs.itemStart[item + 1]; a++) {
      if (!pairs.coAction[a]) continue;
      const user = inputs.actionUser[a];
      const part = partOf[user];
      if (lastItem[part] !== item) {
        lastItem[part] = item;
        partItems[part].push(item);
        // Times ascend on an item: its first co-action of this part is this one.
        partFirst[part].push(inputs.actionTime[a]);
        partFirstAction[part].push(a);
        partItemActions[part].push(0);
      }
      partItemActions[part][partItemActions[part].length - 1]++;
      coActions[user]++;
    }
  }
  // A text only one member posted is a near-identical match's (an equal item's co-action has two
  // members' actions): listed with its match (near_matches), not as an item acted on together.
  for (let part = 0; part < partCount; part++) {
    const keep = partItems[part].map((_, i) => partItemActions[part][i] > 1);
    if (keep.every(Boolean)) continue;
    for (const list of [partItems, partFirst, partFirstAction, partItemActions])
      list[part] = list[part].filter((_, i) => keep[i]);
  }
  const evidenceTotal = Int32Array.from(partItems, (items) => items.length);
  const evidence = partItems.map((items, part) => {
    const first = partFirst[part];
    // Earliest first; equal times in item order (the order they were found), as a stable sort gives.
    const order = items.map((_, i) => i).sort((x, y) => first[x] - first[y] || x - y);
    return order
      .slice(0, EVIDENCE_LIMIT)
      .map((i) =>
        evidenceItem(inputs, pairs, partOf, part, items[i], partFirstAction[part][i], partItemActions[part][i]),
      );
  });
  return { evidence, evidenceTotal, coActions };
}

/**
 * One item's entry: the part's first co-actions on it, in time order, read from the first (a
 * popular post's item has thousands of other actions after the ones listed).
 */
function evidenceItem(
  inputs: CoordinationInputs,
  pairs: CoActionPairs,
  partOf: Int32Array,
  part: number,
  item: number,
  firstAction: number,
  total: number,
): EvidenceItem {
  const actions: EvidenceItem['actions'] = [];
  const shown = Math.min(total, EVIDENCE_ACTIONS_LIMIT);
  for (let a = firstAction; actions.length < shown; a++) {
    const user = inputs.actionUser[a];
    if (pairs.coAction[a] && partOf[user] === part)
      actions.push({ node_id: inputs.users[user], time: inputs.actionTime[a], row: inputs.actionRow[a] });
  }
  return {
    kind: inputs.itemKind[item] === ItemKind.Retweet ? 'retweet' : 'post',
    text: inputs.itemText[item],
    actions,
    actions_total: total,
  };
}

function describeGroup(
  inputs: CoordinationInputs,
  pairs: CoActionPairs,
  members: number[],
  memberPairs: number[],
  evidence: EvidenceItem[],
  evidenceTotal: number,
  coActions: Int32Array,
  communitiesOf: CommunitiesOf | undefined,
  near: { matches: NearIdenticalMatch[]; total: number },
): CoordinatedGroup {
  const { users } = inputs;
  const strength = (p: number): number => pairs.coRetweets[p] + pairs.coPosts[p];
  // Objects only for the pairs an answer lists (a loose setting gives a group ten thousand pairs).
  const groupPairs: CoordinatedPair[] = memberPairs
    .sort(
      (x, y) =>
        strength(y) - strength(x) ||
        byNames(users[pairs.a[x]], users[pairs.b[x]], users[pairs.a[y]], users[pairs.b[y]]),
    )
    .slice(0, PAIRS_LIMIT)
    .map((p) => ({
      source: users[pairs.a[p]],
      target: users[pairs.b[p]],
      co_retweets: pairs.coRetweets[p],
      co_posts: pairs.coPosts[p],
      near_identical_posts: pairs.nearPosts[p],
      median_gap_seconds: pairs.medianGap[p] / 1000,
    }));
  let posts = 0;
  let coActionTotal = 0;
  const described = members
    .map((u) => {
      const co = coActions[u];
      posts += inputs.userPosts[u];
      coActionTotal += co;
      return {
        node_id: inputs.users[u],
        posts: inputs.userPosts[u],
        co_actions: co,
        share: co / inputs.userPosts[u],
        cluster_ids: [...(communitiesOf?.(inputs.users[u]) ?? [])],
      };
    })
    .sort((x, y) => y.co_actions - x.co_actions || (x.node_id < y.node_id ? -1 : 1));
  return {
    group_id: 0,
    members: described,
    pairs: groupPairs,
    pairs_total: memberPairs.length,
    evidence,
    evidence_total: evidenceTotal,
    near_matches: near.matches,
    near_matches_total: near.total,
    co_action_share: posts > 0 ? coActionTotal / posts : 0,
  };
}

/** Pair (xa, xb) before pair (ya, yb) by its first name, then its second. */
function byNames(xa: string, xb: string, ya: string, yb: string): number {
  return xa < ya ? -1 : xa > ya ? 1 : xb < yb ? -1 : xb > yb ? 1 : 0;
}
