import type { MemberSortKey } from '@kizuna/proto/rules';
import type { MemberRow, RepresentativePost } from '../engine/types.js';

// The sort keys are the shared rule the HTTP schema also reads.
export { MEMBER_SORT_KEYS, type MemberSortKey } from '@kizuna/proto/rules';

export interface TimeWindow {
  start: number;
  end: number;
}

export interface MemberQuery {
  page: number;
  maxCount: number;
  sortKey: MemberSortKey;
  ascending: boolean;
  search: string;
  window: TimeWindow | null;
  /** Only these users, by key (the node id): the account label filter. Null: every user. */
  accounts: ReadonlySet<string> | null;
  /** The members come most central first (one community's file); false for several lists joined. */
  rankOrdered: boolean;
}

/** A page of a community's representative posts. */
export type PostQuery = Pick<MemberQuery, 'page' | 'maxCount' | 'search' | 'window'>;

/** A member table page of one community of a run (0: every user), as its adapter reads it off the bus. */
export type MembersAsked = { processId: string; clusterId: number } & MemberQuery;
/** A page of one community's representative posts. */
export type PostsAsked = { processId: string; clusterId: number } & PostQuery;

export interface Page<T> {
  rows: T[];
  total: number;
}

/** Whether a user active from start to end (null: unknown) overlaps the window. */
export function activeIn(start: number | null, end: number | null, window: TimeWindow | null): boolean {
  if (!window) return true;
  if (start === null || end === null) return false;
  return start <= window.end && end >= window.start;
}

function matches(member: MemberRow, needle: string): boolean {
  return (
    needle === '' || member.tweet_user_screen_name.toLowerCase().includes(needle) || member.node_id.includes(needle)
  );
}

/**
 * One page of members: restricted to the accounts asked for, filtered by name and time window, sorted by the key (missing values last
 * in either direction, then most central first), paged. Members come most central first.
 */
export function memberPage(members: readonly MemberRow[], query: MemberQuery): Page<MemberRow> {
  const needle = query.search.trim().toLowerCase();
  const only = query.accounts;
  const kept: MemberRow[] = [];
  for (const m of members)
    if ((!only || only.has(m.node_id)) && matches(m, needle) && activeIn(m.start_date, m.end_date, query.window))
      kept.push(m);
  const key = query.sortKey;
  const sign = query.ascending ? 1 : -1;
  // The files are ordered by PageRank, highest first: that order is kept for ties and is the default.
  if (!(key === 'pagerank' && !query.ascending && query.rankOrdered)) {
    if (!query.rankOrdered) kept.sort((a, b) => b.pagerank - a.pagerank);
    const rank = new Map(kept.map((m, i) => [m, i]));
    kept.sort((a, b) => {
      const x = a[key];
      const y = b[key];
      if (x === undefined || x === null) return y === undefined || y === null ? rank.get(a)! - rank.get(b)! : 1;
      if (y === undefined || y === null) return -1;
      const order = typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number);
      return order !== 0 ? sign * order : rank.get(a)! - rank.get(b)!;
    });
  }
  const start = query.page * query.maxCount;
  return { rows: kept.slice(start, start + query.maxCount), total: kept.length };
}

/** One page of representative posts, best first, filtered by text or author and time window. */
export function postPage(posts: readonly RepresentativePost[], query: PostQuery): Page<RepresentativePost> {
  const needle = query.search.trim().toLowerCase();
  const kept = posts.filter(
    (p) =>
      (needle === '' ||
        p.tweet_text.toLowerCase().includes(needle) ||
        p.tweet_user_screen_name.toLowerCase().includes(needle)) &&
      activeIn(p.tweet_date, p.tweet_date, query.window),
  );
  const start = query.page * query.maxCount;
  return { rows: kept.slice(start, start + query.maxCount), total: kept.length };
}

/** Users whose label or id contains the query, those starting with it first, then most central. */
export function searchMembers(members: readonly MemberRow[], query: string, limit: number): MemberRow[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  const starts: MemberRow[] = [];
  const contains: MemberRow[] = [];
  for (const m of members) {
    const label = m.tweet_user_screen_name.toLowerCase();
    if (label.startsWith(needle) || m.node_id.startsWith(needle)) starts.push(m);
    else if (label.includes(needle) || m.node_id.includes(needle)) contains.push(m);
  }
  const byRank = (a: MemberRow, b: MemberRow) => b.pagerank - a.pagerank;
  return [...starts.sort(byRank), ...contains.sort(byRank)].slice(0, limit);
}
