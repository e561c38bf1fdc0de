import { communitySizes, indexByName, type SeriesRuleThresholds, type SeriesRunUsers } from './series-run.js';

/** A pair of communities (0-based) of consecutive runs that share users. */
export interface StepFlow {
  from: number;
  to: number;
  users: number;
  jaccard: number;
  /** users / the earlier community's continuing users. */
  share: number;
  successor: boolean;
}

/** How the users of two consecutive runs went from the earlier run's communities to the later's. */
export interface StepMatching {
  kFrom: number;
  kTo: number;
  fromSizes: Int32Array;
  toSizes: Int32Array;
  /** Users both runs have. */
  continuing: number;
  /** Each earlier community's users the later run has. */
  continuingFrom: Int32Array;
  /** Every pair with shared users, by earlier then later community. */
  flows: StepFlow[];
  /** Users of each later community the earlier run does not have (their user indexes in the later run). */
  arrived: Int32Array[];
  /** Users of each earlier community the later run does not have (their user indexes in the earlier run). */
  left: Int32Array[];
  /** Each earlier community's successors, each later community's predecessors (ascending). */
  successors: number[][];
  predecessors: number[][];
  /** The continuing users whose later community is no successor of their earlier one: [earlier user, later user] pairs. */
  moves: Int32Array;
}

/**
 * Matches two runs by account name and applies the rule: a later community b is a successor of
 * an earlier community a when they share users and either their Jaccard index (shared / union of
 * both communities' users) or the share of a's continuing users that went to b reaches its threshold.
 */
export function matchStep(
  earlier: SeriesRunUsers,
  later: SeriesRunUsers,
  rule: SeriesRuleThresholds,
  laterIndex: Map<string, number> = indexByName(later).index,
): StepMatching {
  const kFrom = earlier.k;
  const kTo = later.k;
  const index = laterIndex;
  const counts = new Int32Array(kFrom * kTo);
  const continuingFrom = new Int32Array(kFrom);
  const seenLater = new Uint8Array(later.ids.length);
  // The later user of each earlier user (-1: the later run does not have them).
  const laterOf = new Int32Array(earlier.ids.length).fill(-1);
  const leftCounts = new Int32Array(kFrom);
  for (let u = 0; u < earlier.ids.length; u++) {
    const a = earlier.community[u];
    const v = index.get(earlier.ids[u]);
    // A second earlier user of one name (see indexByName) is matched with nobody: it left.
    if (v === undefined || seenLater[v]) {
      leftCounts[a]++;
      continue;
    }
    laterOf[u] = v;
    seenLater[v] = 1;
    counts[a * kTo + later.community[v]]++;
    continuingFrom[a]++;
  }
  const fromSizes = communitySizes(earlier);
  const toSizes = communitySizes(later);
  const flows: StepFlow[] = [];
  const successors: number[][] = Array.from({ length: kFrom }, () => []);
  const predecessors: number[][] = Array.from({ length: kTo }, () => []);
  let continuing = 0;
  const isSuccessor = new Uint8Array(kFrom * kTo);
  for (let a = 0; a < kFrom; a++)
    for (let b = 0; b < kTo; b++) {
      const users = counts[a * kTo + b];
      if (users === 0) continue;
      continuing += users;
      const jaccard = users / (fromSizes[a] + toSizes[b] - users);
      const share = users / continuingFrom[a];
      const successor = jaccard >= rule.jaccard || share >= rule.share;
      flows.push({ from: a, to: b, users, jaccard, share, successor });
      if (successor) {
        isSuccessor[a * kTo + b] = 1;
        successors[a].push(b);
        predecessors[b].push(a);
      }
    }
  const left = groupBy(earlier.community, kFrom, leftCounts, (u) => laterOf[u] === -1);
  const arrivedCounts = new Int32Array(kTo);
  for (let v = 0; v < later.ids.length; v++) if (!seenLater[v]) arrivedCounts[later.community[v]]++;
  const arrived = groupBy(later.community, kTo, arrivedCounts, (v) => !seenLater[v]);
  let moved = 0;
  const movesAll = new Int32Array(2 * continuing);
  for (let u = 0; u < laterOf.length; u++) {
    const v = laterOf[u];
    if (v === -1 || isSuccessor[earlier.community[u] * kTo + later.community[v]]) continue;
    movesAll[moved * 2] = u;
    movesAll[moved * 2 + 1] = v;
    moved++;
  }
  return {
    kFrom,
    kTo,
    fromSizes,
    toSizes,
    continuing,
    continuingFrom,
    flows,
    arrived,
    left,
    successors,
    predecessors,
    moves: movesAll.slice(0, moved * 2),
  };
}

/** The users that pass `keep`, by community, in user order. */
function groupBy(community: Int32Array, k: number, counts: Int32Array, keep: (user: number) => boolean): Int32Array[] {
  const groups = Array.from(counts, (n) => new Int32Array(n));
  const filled = new Int32Array(k);
  for (let u = 0; u < community.length; u++) {
    if (!keep(u)) continue;
    const c = community[u];
    groups[c][filled[c]++] = u;
  }
  return groups;
}
