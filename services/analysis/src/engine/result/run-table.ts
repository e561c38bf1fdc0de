import type { MembershipScores } from '../membership/membership-scores.js';
import type { UserMetrics } from '../network/user-metrics.js';
import type { UserKeywordTable } from '../text/user-keywords.js';

/** Where every user sits and whether the display graph draws them. */
export interface MemberPlaces {
  x: Float64Array;
  y: Float64Array;
  drawn: Uint8Array;
}

/**
 * What a run knows of every user, in the arrays it computed it in, users in network order: what
 * the member files and node shards are written from (results/encoded-users.ts) without an object
 * per user, and what the member rows and user details are made from when asked for (user-details.ts).
 */
export interface RunTable {
  /** Node ids (lowercased screen names), unique. */
  names: readonly string[];
  labels: readonly string[];
  /** The dataset's (the same object for every run of one relation set). */
  metrics: UserMetrics;
  membership: MembershipScores;
  /** Community 0..k-1 of each user (cluster id - 1). */
  assignment: Int32Array;
  places: MemberPlaces;
  /** Community c's members, most central first: the member file's order. */
  members: Int32Array[];
  keywords: UserKeywordTable;
}

/** Users by PageRank, highest first (ties: lower index first); the same for every k, so sorted once per metrics. */
const rankOrders = new WeakMap<UserMetrics, Int32Array>();

function rankOrder(metrics: UserMetrics): Int32Array {
  let order = rankOrders.get(metrics);
  if (!order) {
    const { pagerank } = metrics;
    order = Int32Array.from({ length: pagerank.length }, (_, u) => u).sort(
      (a, b) => pagerank[b] - pagerank[a] || a - b,
    );
    rankOrders.set(metrics, order);
  }
  return order;
}

/** Each community's members, most central first (the member table, user-list download and GEXF). */
export function membersByRank(metrics: UserMetrics, assignment: Int32Array, k: number): Int32Array[] {
  const sizes = new Int32Array(k);
  for (const c of assignment) sizes[c]++;
  const members = Array.from(sizes, (size) => new Int32Array(size));
  const filled = new Int32Array(k);
  // One pass over the order of all users: each community's list comes out in that order.
  for (const u of rankOrder(metrics)) {
    const c = assignment[u];
    members[c][filled[c]++] = u;
  }
  return members;
}
