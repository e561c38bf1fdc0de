/** Spec §7 Logs: what list_access_logs and list_security_events take and answer. */
export interface LogListRequest {
  date_start: string;
  date_end: string;
  sort_key: number;
  is_ascending: boolean;
  page: number;
  max_count: number;
}

export interface AccessLogRequest extends LogListRequest {
  /** 0 login, 1 analysis start, 2 result view. */
  type_action: number;
}

export interface AccessLogRow {
  access_log_id: string;
  type_action: number;
  user_id: string;
  user_name: string;
  user_email: string;
  project_id: string;
  project_name: string;
  process_id: string;
  /** ISO 8601 (UTC). */
  created_at: string;
  client_address: string;
}

export interface SecurityEventRow {
  security_event_id: string;
  kind: number;
  kind_name: string;
  user_id: string;
  user_email: string;
  actor_email: string;
  client_address: string;
  detail: string;
  created_at: string;
}

export interface LogListResponse<Row> {
  LogResult: Row[];
  stats: { count_total: number };
}

/** A finished download: an object URL of the file and the name the server gave it. */
export interface SavedFile {
  url: string;
  fileName: string;
}
