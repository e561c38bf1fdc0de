import { MEMBER_COLUMNS } from '../../engine/result/member-columns.js';

/**
 * The format of a run's result files, written into its summary file (format_version), which is
 * written last. A run whose summary names an older version is upgraded at start-up
 * (../migration/result-format-migration.ts); the readers know the current version only.
 *
 * 1: no format_version. Members listed in each community file (`nodes`), users without keywords
 *    in the node shards, no skipped_posts in the graph or the summary.
 * 2: members in their own files (members/<c>.ndjson), every user with keywords, skipped_posts
 *    in the graph and the summary.
 * 3: the same files, each required: membership arrays (membership.bin), community relations
 *    (relations.json) and a window index with the interaction times (window.bin). A format-2 run
 *    saved before those existed cannot be completed from its own files.
 * 4: node shards as columns (nodes/<shard>.bin, user-shard-codec.ts) instead of JSON objects
 *    (nodes/<shard>.json); the upgrade rewrites them.
 */
export const RESULT_FORMAT_VERSION = 4;

/**
 * The columns of a member file's lines in this format, in order. A column added to or removed from
 * MEMBER_COLUMNS (engine/result/member-columns.ts) fails to compile here: runs stored before lack
 * it, so the change is a new format version. Raise RESULT_FORMAT_VERSION, write its upgrade
 * (../migration/upgrade-to-<n>.ts, which the migration's list then requires) and name the new
 * columns here.
 */
export const MEMBER_FILE_COLUMNS = [
  'node_id',
  'tweet_user_screen_name',
  'get_retweeted',
  'count_retweet',
  'count_followers',
  'degree',
  'pagerank',
  'cluster_id',
  'x',
  'y',
  'start_date',
  'end_date',
  'drawn',
] as const;

type ColumnKeys<T extends readonly { key: string }[]> = { [I in keyof T]: T[I]['key'] };
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const memberColumnsOfThisFormat: Same<ColumnKeys<typeof MEMBER_COLUMNS>, typeof MEMBER_FILE_COLUMNS> = true;
void memberColumnsOfThisFormat;

/** Beside a run's files when its upgrade failed: the run answers errors.result_format_not_upgraded. */
export interface FormatProblem {
  from_version: number;
  to_version: number;
  message: string;
  at: number;
}
