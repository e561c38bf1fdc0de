import { z } from 'zod';
import { INTERACTION_KINDS, K_MAX, K_MIN, RunStatus } from '@kizuna/proto/rules';
import { idField, ListStats, pagingFields, textField } from './common.js';
import { ProjectShare } from './sharing.js';

const runStatus = z
  .enum(RunStatus)
  .meta({ description: '0 waiting (also not started yet), 1 processing, 2 done, -1 error.' });

const ms = z.int().min(0);

/**
 * Where a done run's time went, in milliseconds: validate (registration) and tokenize are the
 * project's, done once for all its runs; the rest are the run's own. 0 for a stage the run did
 * not go through (terms read from the cache, say).
 */
export const StageTimes = z.strictObject({
  validate_ms: ms,
  tokenize_ms: ms,
  network_ms: ms,
  communities_ms: ms,
  keywords_ms: ms,
  layout_ms: ms,
  write_ms: ms,
});
export type StageTimes = z.infer<typeof StageTimes>;

/** One analysis run of a project: one per community count k. */
export const Run = z.strictObject({
  process_id: z.string(),
  total_cluster: z.int().meta({ description: 'k, the number of communities.' }),
  status: runStatus,
  started: z.boolean().meta({ description: 'False until the run is started with analyze_start.' }),
  stage: z.string().meta({ description: 'The engine stage while processing (parse, network, …); empty otherwise.' }),
  percent: z.int(),
  failure_code: z.string().meta({ description: 'The spec failure code when status is -1; empty otherwise.' }),
  failure_reason: z.string().optional().meta({
    description: 'Why a failed run failed, as a code the screens translate (e.g. too_few_users); empty otherwise.',
  }),
  failure_message: z
    .string()
    .optional()
    .meta({ description: "The analysis's own text for the failure (English); empty otherwise." }),
  node_count: z.int(),
  edge_count: z.int(),
  queue_position: z
    .number()
    .int()
    .meta({ description: 'A waiting run in the analysis queue: its place (1 = next); 0 otherwise.' }),
  skipped_posts: z.int().min(0).meta({
    description: "Posts the run's text steps could not read and left out (the graph answer says why); 0 before done.",
  }),
  stage_times: StageTimes.optional().meta({ description: 'Absent before the run is done and on older runs.' }),
});
export type Run = z.infer<typeof Run>;

/** A project (spec §3 Project/file, with the labels' extra fields). Times are ISO 8601 (UTC). */
export const Project = z.strictObject({
  project_id: z.string(),
  project_name: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  status: runStatus,
  status_text: z.enum(['waiting', 'processing', 'done', 'failed']),
  failure_code: z.string(),
  filename: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  rows_all: z.int(),
  rows_valid: z.int(),
  relations: z
    .array(z.enum(INTERACTION_KINDS))
    .meta({ description: 'Interactions that build the network (retweets on projects registered before the choice).' }),
  node_count: z.int().meta({ description: 'Largest among the done runs; 0 before any is done.' }),
  edge_count: z.int(),
  ProcessResult: z.array(Run),
  my_role: z.enum(['owner', 'admin', 'editor', 'viewer']).meta({
    description: "The caller's role on the project (docs/sharing.md): what the screens offer follows it.",
  }),
  company_shared: z.boolean().meta({ description: "Shared with every approved user of the owner's company code." }),
});
export type Project = z.infer<typeof Project>;

/** POST /api/v1/process/list_data: own and shared projects, or every project for an admin. */
export const ListDataRequest = z.object({
  ...pagingFields,
  sort_key: z.int32().default(0).meta({ description: '0 id, 1 name, 2 user, 3 status.' }),
  is_ascending: z.boolean().default(false),
  scope: z.enum(['all', 'mine', 'shared']).default('all').meta({
    description: "mine: the caller's own; shared: shared with the caller; all: both (an admin's: every project).",
  }),
  login_user_id: z.string().max(100).default('').meta({
    description: "Only this owner's projects (the spec's filter by user; among those the caller may see).",
  }),
});
export type ListDataRequest = z.input<typeof ListDataRequest>;

export const ListDataAnswer = z.strictObject({ DataResult: z.array(Project), stats: ListStats });
export type ListDataAnswer = z.infer<typeof ListDataAnswer>;

/** get_project and delete_csv: one project, its owner's or any for an admin. */
export const ProjectIdRequest = z.object({ project_id: idField });
export type ProjectIdRequest = z.input<typeof ProjectIdRequest>;

export const GetProjectAnswer = z.strictObject({
  ProcessResult: z.array(Run),
  project: Project,
  shares: z
    .array(ProjectShare)
    .meta({ description: 'Who the project is shared with: for the owner and admins; empty for others.' }),
  company_code: z
    .string()
    .meta({ description: 'The company code it is shared with (owner and admins); empty otherwise.' }),
});
export type GetProjectAnswer = z.infer<typeof GetProjectAnswer>;

/** POST /api/v1/process/analyze_start (body or query). */
export const AnalyzeStartRequest = z.object({
  list_process_id: textField.min(1).meta({ description: 'Comma-joined run ids.', example: 'id1,id2' }),
});
export type AnalyzeStartRequest = z.input<typeof AnalyzeStartRequest>;

const columnIndex = (what: string) =>
  z
    .int32()
    .default(-1)
    .meta({ description: `Zero-based column of ${what}; -1 when unused.` });

/** POST /api/v1/process/register_analyze: the spec sends these as query parameters; a JSON body works too. */
export const RegisterAnalyzeRequest = z.object({
  list_cluster_count: textField.default('').meta({ description: 'Comma-joined community counts.', example: '3,6' }),
  project_name: textField.default(''),
  path_s3: idField.meta({ description: 'The upload key upload_csv answered.' }),
  colindex_screen_name: columnIndex('the author (AuthorId)'),
  colindex_tweet_text: columnIndex('the text (Contents)'),
  colindex_tweet_date: columnIndex('the time (Time)'),
  colindex_count_follower: columnIndex('the follower count (Followers)'),
  opt1_col_index: columnIndex('an extra column'),
  opt2_col_index: columnIndex('an extra column'),
  opt3_col_index: columnIndex('an extra column'),
  opt4_col_index: columnIndex('an extra column'),
  opt5_col_index: columnIndex('an extra column'),
  date_order: z
    .enum(['', 'month_first', 'day_first'])
    .default('')
    .meta({ description: "How the time column's year-last dates read, when upload_csv found it ambiguous." }),
  relations: textField.default('retweet').meta({
    description: 'Comma-joined interactions that build the network: retweet, reply, mention, any combination.',
    example: 'retweet,reply',
  }),
  project_id: z.string().max(100).default('').meta({
    description:
      'The project_id a first registration of the same upload answered (Previous at step 3, then Next): that project, never started, is updated instead of a second one made; 409 errors.already_started once it was started.',
  }),
});
export type RegisterAnalyzeRequest = z.input<typeof RegisterAnalyzeRequest>;

/** Spec §3 RegisterResult: every row validated; with no valid row no project is created (project_id empty). */
export const RegisterResult = z.strictObject({
  ProcessResult: z.array(Run),
  rows_all: z.int(),
  rows_valid: z.int(),
  error_rows: z.array(z.int()).meta({ description: 'Zero-based data rows that failed validation.' }),
  error_columns: z.array(z.string()),
  network_users: z.int().meta({
    description: `Users of the network the runs will build (authors and targets of the chosen interactions), counted up to ${K_MAX}: a run whose k is above them fails (us1016), so step 3 warns first.`,
  }),
  project_id: z.string(),
});
export type RegisterResult = z.infer<typeof RegisterResult>;

export const RegisterAnalyzeAnswer = z.strictObject({ RegisterResult });
export type RegisterAnalyzeAnswer = z.infer<typeof RegisterAnalyzeAnswer>;

/** POST /api/v1/process/add_run: another run of a registered project (owner or admin), started at once. */
export const AddRunRequest = z.object({
  project_id: idField,
  k: z.int32().meta({
    description: `The number of communities, ${K_MIN} to ${K_MAX} (400 errors.invalid_k); 409 errors.run_exists when the project has a run with it.`,
    example: 7,
  }),
});
export type AddRunRequest = z.input<typeof AddRunRequest>;

export const AddRunAnswer = z.strictObject({
  status: z.literal('success'),
  process_id: z.string().meta({ description: 'The new run; its progress shows in get_project.' }),
  ProcessResult: z.array(Run).meta({ description: 'Every run of the project, the new one included.' }),
});
export type AddRunAnswer = z.infer<typeof AddRunAnswer>;

/** POST /api/v1/process/retry_run and delete_run: one run of a project (owner or admin). */
export const RunIdRequest = z.object({ process_id: z.string().min(1).max(100) });
export type RunIdRequest = z.input<typeof RunIdRequest>;

export const RunChangeAnswer = z.strictObject({
  status: z.literal('success'),
  ProcessResult: z.array(Run).meta({ description: 'Every run of the project after the change.' }),
});
export type RunChangeAnswer = z.infer<typeof RunChangeAnswer>;
