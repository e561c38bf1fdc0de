import { keywordsOfUser } from '../text/user-keywords.js';
import type { MemberRow, NodeDetail, RunUser, UserPost } from '../types.js';
import { percent, nanToNull, round2 } from './numbers.js';
import { keyedByName } from './keyed-by-name.js';
import { MEMBER_COLUMNS, MEMBER_SHARE_KEYS, memberShares, type MemberColumnKind } from './member-columns.js';
import type { RunTable } from './run-table.js';

/**
 * The objects of a run's users, made from its table: what `analyze` hands its callers. The
 * result files are written from the table itself (results/encoded-users.ts); the member rows of
 * both come from one column list (member-columns.ts), and results/encoded-users.spec.ts checks the
 * files against JSON.stringify of these.
 */

/** A column's value in a member object, as JSON would read it back from the member file. */
function memberValue(kind: MemberColumnKind, value: number | string): MemberRow[keyof MemberRow] {
  if (typeof value === 'string') return value;
  if (kind === 'place') return round2(value);
  if (kind === 'flag') return value === 1;
  return nanToNull(value);
}

/** Every member of community c, most central first (the member table, user-list download and GEXF). */
export function communityMembers(table: RunTable, c: number): MemberRow[] {
  return Array.from(table.members[c], (u) => {
    const member: Record<string, unknown> = {};
    for (const column of MEMBER_COLUMNS) member[column.key] = memberValue(column.kind, column.value(table, u, c));
    const { from, shown } = memberShares(table, u);
    for (let i = 0; i < shown; i++) member[MEMBER_SHARE_KEYS[i]] = percent(table.membership.shares[from + i]);
    return member as MemberRow;
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
