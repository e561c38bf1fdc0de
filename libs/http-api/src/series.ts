import { z } from 'zod';
import {
  isSeriesThresholdValue,
  SERIES_DEFAULT_JACCARD,
  SERIES_DEFAULT_SHARE,
  SERIES_MAX_RUNS,
  SERIES_MIN_RUNS,
  SERIES_MOVES_PAGE_DEFAULT,
  SERIES_PER_USER_MAX,
} from '@kizuna/proto/rules';
import { idField, pageSizeField, resultPageSize, textField } from './common.js';
import { KeywordCount } from './results.js';

/**
 * Communities over time (issue 45): a series of done runs in time order, the flows of users
 * between the communities of consecutive runs, the events the rule names and the users who moved.
 * docs/series.md holds the rule; its bounds and defaults are rules of @kizuna/proto/rules
 * (series-bounds.ts).
 */

const seriesRuns = z
  .array(idField)
  .min(SERIES_MIN_RUNS)
  .max(SERIES_MAX_RUNS)
  .meta({ description: 'Run ids (process ids) in time order, two to twelve, each at most once.' });

/** A threshold of the rule: a whole percent from 0 to 1 (@kizuna/proto's series-bounds). */
function thresholdField(fallback: number, description: string) {
  return z
    .number()
    .min(0)
    .max(1)
    .refine(isSeriesThresholdValue, { message: 'A whole percent from 0 to 1 (0.3, not 0.3000001).' })
    .default(fallback)
    .meta({ description: `${description} A whole percent from 0 to 1 (0.01 steps).` });
}

export const SeriesThreshold = z.object({
  jaccard: thresholdField(
    SERIES_DEFAULT_JACCARD,
    'A later community is a successor when the Jaccard index of the two is at least this…',
  ),
  share: thresholdField(
    SERIES_DEFAULT_SHARE,
    "…or when it takes at least this share of the earlier community's continuing users.",
  ),
});
export type SeriesThreshold = z.input<typeof SeriesThreshold>;

/** POST /api/v1/analyze/cluster/get_series_flows and download_series_moves. */
export const SeriesFlowsRequest = z.object({
  process_ids: seriesRuns,
  threshold: SeriesThreshold.optional(),
});
export type SeriesFlowsRequest = z.input<typeof SeriesFlowsRequest>;

/** The rule as applied, so the answer says which thresholds named its events. */
export const SeriesRule = z.strictObject({ jaccard: z.number(), share: z.number() });
export type SeriesRule = z.infer<typeof SeriesRule>;

export const SeriesAccount = z.strictObject({
  node_id: z.string().meta({ description: 'The account name as the locator matches it (lowercased).' }),
  label: z.string().meta({ description: 'The account name as the run shows it.' }),
  posts: z.int().min(0).meta({ description: "The account's posts in the run." }),
});
export type SeriesAccount = z.infer<typeof SeriesAccount>;

export const SeriesCommunity = z.strictObject({
  cluster_id: z.int(),
  name: z.string(),
  color: z.string(),
  size: z.int().min(0).meta({ description: 'Users in the community.' }),
  keywords: z.array(KeywordCount).meta({ description: "The run's stored keywords of the community, first ones." }),
});
export type SeriesCommunity = z.infer<typeof SeriesCommunity>;

export const SeriesRun = z.strictObject({
  process_id: z.string(),
  project_id: z.string(),
  project_name: z.string(),
  k: z.int(),
  users: z.int().min(0),
  first_post: z
    .number()
    .nullable()
    .meta({ description: "The run's first post (epoch ms): a series is in time order by its runs' posts." }),
  last_post: z.number().nullable().meta({ description: "The run's last post (epoch ms)." }),
  skipped_users: z
    .int()
    .min(0)
    .meta({ description: 'Users left out of the matching: another user of the run has the same account name.' }),
  communities: z.array(SeriesCommunity),
});
export type SeriesRun = z.infer<typeof SeriesRun>;

export const SeriesFlow = z.strictObject({
  from_cluster_id: z.int(),
  to_cluster_id: z.int(),
  users: z.int().min(1).meta({ description: 'Users in both.' }),
  jaccard: z.number().meta({ description: 'users / (earlier size + later size − users).' }),
  share: z.number().meta({ description: "users / the earlier community's continuing users." }),
  successor: z.boolean().meta({ description: 'Whether the rule makes the later community a successor.' }),
});
export type SeriesFlow = z.infer<typeof SeriesFlow>;

export const SeriesArrived = z.strictObject({
  to_cluster_id: z.int(),
  users: z.int().min(0).meta({ description: 'Users of the community the earlier run does not have.' }),
  top: z.array(SeriesAccount).meta({ description: 'The most active of them (posts in the later run).' }),
});
export const SeriesLeft = z.strictObject({
  from_cluster_id: z.int(),
  users: z.int().min(0).meta({ description: 'Users of the community the later run does not have.' }),
  top: z.array(SeriesAccount).meta({ description: 'The most active of them (posts in the earlier run).' }),
});

export const SERIES_EVENT_KINDS = ['continues', 'split', 'merge', 'born', 'ended'] as const;
export type SeriesEventKind = (typeof SERIES_EVENT_KINDS)[number];

export const SeriesEvent = z.strictObject({
  kind: z.enum(SERIES_EVENT_KINDS),
  from: z.array(z.int()).meta({ description: 'Cluster ids in the earlier run.' }),
  to: z.array(z.int()).meta({ description: 'Cluster ids in the later run.' }),
  from_users: z.int().min(0).meta({ description: 'Users of the earlier communities together.' }),
  to_users: z
    .int()
    .min(0)
    .meta({ description: 'Users of the later communities together (growth when above from_users).' }),
});
export type SeriesEvent = z.infer<typeof SeriesEvent>;

export const SeriesStep = z.strictObject({
  from_process_id: z.string(),
  to_process_id: z.string(),
  continuing: z.int().min(0).meta({ description: 'Users both runs have.' }),
  moved: z
    .int()
    .min(0)
    .meta({ description: 'Continuing users whose later community is no successor of their earlier one.' }),
  flows: z.array(SeriesFlow),
  arrived: z.array(SeriesArrived),
  left: z.array(SeriesLeft),
  events: z.array(SeriesEvent),
});
export type SeriesStep = z.infer<typeof SeriesStep>;

export const SeriesTrack = z.strictObject({
  name: z.string().meta({
    description:
      'The name of the community the track starts with; saving the series gives it to every community of the track.',
  }),
  color: z.string(),
  cluster_ids: z
    .array(z.int().nullable())
    .meta({ description: 'The cluster id in each run of the series (null where the track is absent).' }),
});
export type SeriesTrack = z.infer<typeof SeriesTrack>;

export const SeriesFlows = z.strictObject({
  rule: SeriesRule,
  runs: z.array(SeriesRun),
  steps: z.array(SeriesStep),
  tracks: z.array(SeriesTrack),
});
export type SeriesFlows = z.infer<typeof SeriesFlows>;

export const SeriesFlowsAnswer = z.strictObject({ data: SeriesFlows });
export type SeriesFlowsAnswer = z.infer<typeof SeriesFlowsAnswer>;

/** POST /api/v1/analyze/cluster/get_series_moves: one page of one step's moved users. */
export const SERIES_MOVE_SORTS = ['name', 'from_posts', 'to_posts', 'from_cluster', 'to_cluster'] as const;
export const SeriesMovesRequest = SeriesFlowsRequest.extend({
  step: z.int32().min(0).default(0).meta({ description: 'Which step: 0 compares the first and second runs.' }),
  query: textField.default('').meta({ description: 'Only accounts whose name contains this (case-insensitive).' }),
  sort: z.enum(SERIES_MOVE_SORTS).default('from_posts'),
  descending: z.boolean().default(true),
  page: z.int32().min(0).default(0),
  max_count: resultPageSize(SERIES_MOVES_PAGE_DEFAULT),
});
export type SeriesMovesRequest = z.input<typeof SeriesMovesRequest>;

export const SeriesMove = z.strictObject({
  node_id: z.string(),
  label: z.string(),
  from_cluster_id: z.int(),
  to_cluster_id: z.int(),
  from_posts: z.int().min(0),
  to_posts: z.int().min(0),
});
export type SeriesMove = z.infer<typeof SeriesMove>;

export const SeriesMovesAnswer = z.strictObject({
  data: z.strictObject({ moves: z.array(SeriesMove), total: z.int().min(0) }),
});
export type SeriesMovesAnswer = z.infer<typeof SeriesMovesAnswer>;

// Saved series (kept by the projects service).

export const RemovedSeriesRun = z.strictObject({
  process_id: z.string(),
  project_name: z.string().meta({ description: "The upload's name when it was removed (empty: unknown)." }),
  k: z.int().meta({ description: 'Its number of communities (0: unknown).' }),
  owner_name: z.string(),
  uploaded_at: z.string().meta({ description: 'When the project was uploaded (ISO 8601; empty: unknown).' }),
  removed_at: z.string(),
});
export type RemovedSeriesRun = z.infer<typeof RemovedSeriesRun>;

export const SeriesDocument = z.strictObject({
  series_id: z.string(),
  name: z.string(),
  creator_id: z.string(),
  creator_name: z.string(),
  process_ids: z
    .array(z.string())
    .meta({ description: 'Its runs in time order: fewer than two once uploads were removed (it compares nothing).' }),
  removed_runs: z
    .array(RemovedSeriesRun)
    .meta({ description: 'Uploads removed from /files since the series was saved, oldest first.' }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SeriesDocument = z.infer<typeof SeriesDocument>;

export const SeriesDocumentAnswer = z.strictObject({ data: SeriesDocument });
export type SeriesDocumentAnswer = z.infer<typeof SeriesDocumentAnswer>;

/** POST /api/v1/series/save_series. */
export const SaveSeriesRequest = z.object({
  name: textField.meta({ description: 'Required, at most 100 characters (the project name rule).' }),
  process_ids: seriesRuns,
});
export type SaveSeriesRequest = z.input<typeof SaveSeriesRequest>;

/** POST /api/v1/series/list_series: one page of the caller's own series, newest first. */
export const ListSeriesRequest = z.object({
  page: z.int32().min(0).default(0).meta({ description: 'Zero-based page.' }),
  max_count: pageSizeField,
});
export type ListSeriesRequest = z.input<typeof ListSeriesRequest>;

export const ListSeriesAnswer = z.strictObject({
  data: z.strictObject({
    series: z.array(SeriesDocument),
    total: z
      .int()
      .min(0)
      .max(SERIES_PER_USER_MAX)
      .meta({ description: `The caller's series on every page (at most ${SERIES_PER_USER_MAX}).` }),
  }),
});
export type ListSeriesAnswer = z.infer<typeof ListSeriesAnswer>;

/** POST /api/v1/series/get_series, delete_series. */
export const SeriesRequest = z.object({ series_id: idField });
export type SeriesRequest = z.input<typeof SeriesRequest>;

/** POST /api/v1/series/rename_series. */
export const RenameSeriesRequest = z.object({ series_id: idField, name: textField });
export type RenameSeriesRequest = z.input<typeof RenameSeriesRequest>;

/** POST /api/v1/series/list_run_series: the series that would lose these runs (a removal's confirmation). */
export const RunSeriesRequest = z.object({
  process_ids: z.array(idField).min(1).max(100).meta({ description: 'The runs to be removed (one, or a project’s).' }),
});
export type RunSeriesRequest = z.input<typeof RunSeriesRequest>;

export const RunSeries = z.strictObject({
  series_id: z.string(),
  name: z.string(),
  creator_name: z.string(),
  runs: z.int().min(0).meta({ description: 'Its runs now.' }),
  runs_left: z.int().min(0).meta({ description: 'Its runs once these are removed (below two: it compares nothing).' }),
});
export type RunSeries = z.infer<typeof RunSeries>;

export const RunSeriesAnswer = z.strictObject({
  data: z.strictObject({
    series: z
      .array(RunSeries)
      .meta({ description: "The caller's own series naming the runs (an admin's: everyone's)." }),
    others: z.int().min(0).meta({ description: "Other users' series naming them, counted, not named." }),
  }),
});
export type RunSeriesAnswer = z.infer<typeof RunSeriesAnswer>;

/** POST /api/v1/series/rename_track: one name for every community of a tracked community, all or none. */
export const RenameTrackRequest = z.object({
  name: textField,
  communities: z
    .array(z.object({ process_id: idField, cluster_id: z.int32().min(1) }))
    .min(1)
    .max(SERIES_MAX_RUNS)
    .meta({ description: 'The community in each run the track is in.' }),
});
export type RenameTrackRequest = z.input<typeof RenameTrackRequest>;
