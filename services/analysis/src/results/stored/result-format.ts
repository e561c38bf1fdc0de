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

/** Beside a run's files when its upgrade failed: the run answers errors.result_format_not_upgraded. */
export interface FormatProblem {
  from_version: number;
  to_version: number;
  message: string;
  at: number;
}
