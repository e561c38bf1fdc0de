import type { MembershipScores } from '../membership/membership-scores.js';
import type { UserNetwork } from '../network/build-network.js';
import type { UserMetrics } from '../network/user-metrics.js';
import type { KeywordCount, MemberRow, NodeDetail, RunUser, UserPost } from '../types.js';
import { percent, nanToNull, round2 } from './numbers.js';
import { keyedByName } from './keyed-by-name.js';

/** Where every user sits and whether the display graph draws them. */
export interface MemberPlaces {
  x: Float64Array;
  y: Float64Array;
  drawn: Uint8Array;
}

/** Every member of community c, most central first (the member table, user-list download and GEXF). */
export function communityMembers(
  network: UserNetwork,
  metrics: UserMetrics,
  membership: MembershipScores,
  assignment: Int32Array,
  c: number,
  places: MemberPlaces,
): MemberRow[] {
  const list: number[] = [];
  for (let u = 0; u < assignment.length; u++) if (assignment[u] === c) list.push(u);
  list.sort((a, b) => metrics.pagerank[b] - metrics.pagerank[a] || a - b);
  return list.map((u) => {
    const member: MemberRow = {
      node_id: network.names[u],
      tweet_user_screen_name: network.labels[u],
      get_retweeted: metrics.getRetweeted[u],
      count_retweet: metrics.countRetweet[u],
      count_followers: nanToNull(metrics.followers[u]),
      degree: metrics.degree[u],
      pagerank: metrics.pagerank[u],
      cluster_id: c + 1,
      x: round2(places.x[u]),
      y: round2(places.y[u]),
      start_date: nanToNull(metrics.firstTime[u]),
      end_date: nanToNull(metrics.lastTime[u]),
      drawn: places.drawn[u] === 1,
    };
    const start = membership.offsets[u];
    const end = membership.offsets[u + 1];
    if (end > start) member.community_1 = percent(membership.shares[start]);
    if (end > start + 1) member.community_2 = percent(membership.shares[start + 1]);
    if (end > start + 2) member.community_3 = percent(membership.shares[start + 2]);
    return member;
  });
}

/** Every user as this run sees them, keyed by node_id, in user order. */
export function runUsers(
  network: UserNetwork,
  metrics: UserMetrics,
  membership: MembershipScores,
  assignment: Int32Array,
  /** Each user's top terms (userKeywords), in user order. */
  keywords: readonly KeywordCount[][],
): Record<string, RunUser> {
  const users = keyedByName<RunUser>();
  for (let u = 0; u < network.names.length; u++) {
    const communities: Array<[number, number]> = [];
    for (let p = membership.offsets[u]; p < membership.offsets[u + 1]; p++)
      communities.push([membership.communities[p] + 1, percent(membership.shares[p])]);
    users[network.names[u]] = {
      node_id: network.names[u],
      label: network.labels[u],
      cluster_id: assignment[u] + 1,
      communities,
      follower_count: nanToNull(metrics.followers[u]),
      get_retweeted: metrics.getRetweeted[u],
      count_retweet: metrics.countRetweet[u],
      degree: metrics.degree[u],
      pagerank: metrics.pagerank[u],
      keywords: keywords[u],
    };
  }
  return users;
}

/** The spec's node detail: the user as a run sees them, with their posts from the dataset. */
export function nodeDetail(user: RunUser, posts: readonly UserPost[]): NodeDetail {
  return { graph_result: { ...user, tweets: [...posts] } };
}
