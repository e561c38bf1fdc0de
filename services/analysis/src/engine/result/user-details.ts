import { keywordsOfUser } from '../text/user-keywords.js';
import type { MemberRow, NodeDetail, RunUser, UserPost } from '../types.js';
import { percent, nanToNull, round2 } from './numbers.js';
import { keyedByName } from './keyed-by-name.js';
import type { RunTable } from './run-table.js';

/**
 * The objects of a run's users, made from its table: what `analyze` hands its callers. The
 * result files are written from the table itself (results/encoded-users.ts), byte for byte what
 * JSON.stringify makes of these (results/encoded-users.spec.ts holds the two together).
 */

/** Every member of community c, most central first (the member table, user-list download and GEXF). */
export function communityMembers(table: RunTable, c: number): MemberRow[] {
  const { names, labels, metrics, membership, places } = table;
  return Array.from(table.members[c], (u) => {
    const member: MemberRow = {
      node_id: names[u],
      tweet_user_screen_name: labels[u],
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
export function runUsers(table: RunTable): Record<string, RunUser> {
  const { names, labels, metrics, membership, assignment } = table;
  const users = keyedByName<RunUser>();
  for (let u = 0; u < names.length; u++) {
    const communities: Array<[number, number]> = [];
    for (let p = membership.offsets[u]; p < membership.offsets[u + 1]; p++)
      communities.push([membership.communities[p] + 1, percent(membership.shares[p])]);
    users[names[u]] = {
      node_id: names[u],
      label: labels[u],
      cluster_id: assignment[u] + 1,
      communities,
      follower_count: nanToNull(metrics.followers[u]),
      get_retweeted: metrics.getRetweeted[u],
      count_retweet: metrics.countRetweet[u],
      degree: metrics.degree[u],
      pagerank: metrics.pagerank[u],
      keywords: keywordsOfUser(table.keywords, u),
    };
  }
  return users;
}

/** The spec's node detail: the user as a run sees them, with their posts from the dataset. */
export function nodeDetail(user: RunUser, posts: readonly UserPost[]): NodeDetail {
  return { graph_result: { ...user, tweets: [...posts] } };
}
