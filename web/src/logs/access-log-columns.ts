import type { AccessLogRow } from '../api/logs-types';

export interface LogColumn<Row> {
  labelKey: string;
  /** list_access_logs / list_security_events sort_key, or null when the column cannot be sorted. */
  sortKey: number | null;
  field: keyof Row;
  /** Only on the tabs about a project (analysis start, result view). */
  project?: boolean;
  /** Only on the label changes' tab (what changed). */
  detail?: boolean;
}

/** Spec §3 access log fields with §7's sort keys (1 user name, 2 email, 3 project id, 4 project name, 5 time). */
export const ACCESS_LOG_COLUMNS: readonly LogColumn<AccessLogRow>[] = [
  { labelKey: 'logs.col_created_at', sortKey: 5, field: 'created_at' },
  { labelKey: 'logs.col_user_name', sortKey: 1, field: 'user_name' },
  { labelKey: 'logs.col_user_email', sortKey: 2, field: 'user_email' },
  { labelKey: 'logs.col_project_id', sortKey: 3, field: 'project_id', project: true },
  { labelKey: 'logs.col_project_name', sortKey: 4, field: 'project_name', project: true },
  { labelKey: 'logs.col_detail', sortKey: null, field: 'detail', detail: true },
  { labelKey: 'logs.col_client_address', sortKey: null, field: 'client_address' },
  { labelKey: 'logs.col_id', sortKey: null, field: 'access_log_id' },
];
