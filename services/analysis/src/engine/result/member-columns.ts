import type { MemberRow } from '../types.js';
import type { RunTable } from './run-table.js';

/**
 * The columns of a member row, in the order a member file's lines hold them: the one list both
 * writers of a member read (communityMembers makes the objects `analyze` hands its callers,
 * results/encoded-users.ts writes the files' bytes), so a new column is one entry here. A column
 * the same for every run of a dataset is 'user': its bytes are encoded once and shared by the
 * runs; a 'run' column is written per run. Each community share (community_1..3) follows, present
 * as far as the user has communities (memberShares).
 */

/** How a value is written: text as a JSON string; a number as JSON writes it (NaN: null); a place rounded to 2 decimals; a flag 1 as true. */
export type MemberColumnKind = 'text' | 'number' | 'place' | 'flag';

/** What no k changes: a run's users' names, labels and metrics. */
export type MemberUsers = Pick<RunTable, 'names' | 'labels' | 'metrics'>;

export type MemberColumn =
  | {
      key: keyof MemberRow;
      scope: 'user';
      kind: MemberColumnKind;
      value: (t: MemberUsers, u: number) => number | string;
    }
  | {
      key: keyof MemberRow;
      scope: 'run';
      kind: MemberColumnKind;
      value: (t: RunTable, u: number, c: number) => number | string;
    };

export const MEMBER_COLUMNS = [
  { key: 'node_id', scope: 'user', kind: 'text', value: (t, u) => t.names[u] },
  { key: 'tweet_user_screen_name', scope: 'user', kind: 'text', value: (t, u) => t.labels[u] },
  { key: 'get_retweeted', scope: 'user', kind: 'number', value: (t, u) => t.metrics.getRetweeted[u] },
  { key: 'count_retweet', scope: 'user', kind: 'number', value: (t, u) => t.metrics.countRetweet[u] },
  // NaN (unknown) is written null.
  { key: 'count_followers', scope: 'user', kind: 'number', value: (t, u) => t.metrics.followers[u] },
  { key: 'degree', scope: 'user', kind: 'number', value: (t, u) => t.metrics.degree[u] },
  { key: 'pagerank', scope: 'user', kind: 'number', value: (t, u) => t.metrics.pagerank[u] },
  { key: 'cluster_id', scope: 'run', kind: 'number', value: (_t, _u, c) => c + 1 },
  { key: 'x', scope: 'run', kind: 'place', value: (t, u) => t.places.x[u] },
  { key: 'y', scope: 'run', kind: 'place', value: (t, u) => t.places.y[u] },
  { key: 'start_date', scope: 'user', kind: 'number', value: (t, u) => t.metrics.firstTime[u] },
  { key: 'end_date', scope: 'user', kind: 'number', value: (t, u) => t.metrics.lastTime[u] },
  { key: 'drawn', scope: 'run', kind: 'flag', value: (t, u) => t.places.drawn[u] },
] as const satisfies readonly MemberColumn[];

/** The community shares' keys: the user's first three communities by share. */
export const MEMBER_SHARE_KEYS = ['community_1', 'community_2', 'community_3'] as const;

/** A member row field that has no column fails here: add its column above. */
type Uncovered = Exclude<keyof MemberRow, (typeof MEMBER_COLUMNS)[number]['key'] | (typeof MEMBER_SHARE_KEYS)[number]>;
const everyFieldHasAColumn: [Uncovered] extends [never] ? true : Uncovered = true;
void everyFieldHasAColumn;

/** User u's share positions in the membership arrays that a member row shows (at most three). */
export function memberShares(table: Pick<RunTable, 'membership'>, u: number): { from: number; shown: number } {
  const from = table.membership.offsets[u];
  return { from, shown: Math.min(MEMBER_SHARE_KEYS.length, table.membership.offsets[u + 1] - from) };
}
