import type { RunStatus, ShareRole } from '@kizuna/proto/rules';

export interface ProjectRecord {
  _id: string;
  project_name: string;
  owner_id: string;
  user_name: string;
  user_email: string;
  filename: string;
  dataset_id: string;
  posts_key: string;
  rows_all: number;
  rows_valid: number;
  /** Interactions that build the network, canonical order. */
  relations: string[];
  /** Time registration took to validate and store the rows. */
  validate_ms: number;
  /** Colleagues the project is shared with (docs/sharing.md). */
  shares: ShareRecord[];
  /** The owner's company code while the project is shared with the whole company; empty: not. */
  company_code: string;
  /** Kept in step with the runs (see project-status.ts) so lists can sort and filter by it. */
  status: RunStatus;
  created_at: string;
  updated_at: string;
}

/** One clustering run of a project (one k); its _id is the spec's process_id. */
export interface RunRecord {
  _id: string;
  project_id: string;
  k: number;
  status: RunStatus;
  started: boolean;
  stage: string;
  percent: number;
  failure_code: string;
  /** The analysis's reason for a failure (e.g. too_few_users) and its message; empty otherwise. */
  failure_reason: string;
  failure_message: string;
  /** Set while the run is being removed (delete_run), so a retry cannot claim it meanwhile. */
  removing: boolean;
  node_count: number;
  edge_count: number;
  /** Posts the run's text steps could not read and left out (absent before it is done and on older records). */
  skipped_posts?: number;
  /** Where the run's time went, in ms, once done (the project's validate time is added when answered). */
  stage_times?: RunStageTimes;
  /** Place in the analysis queue while the run waits for its turn (1 = next); 0 otherwise. */
  queue_position: number;
  /** Times the run was requested again after a restart cut it off. */
  resumes: number;
  updated_at: string;
}

/** A run's own stage times, as the analysis reports them (validate is the project's). */
export interface RunStageTimes {
  tokenize_ms: number;
  network_ms: number;
  communities_ms: number;
  keywords_ms: number;
  layout_ms: number;
  write_ms: number;
}

/** The format the store's documents are at (documents-format.ts); `_id` names the store. */
export interface FormatRecord {
  _id: string;
  version: number;
  upgraded_at: string;
}

/** One colleague a project is shared with. */
export interface ShareRecord {
  user_id: string;
  email: string;
  name: string;
  role: ShareRole;
  shared_at: string;
}
