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

export type { AccessLogRow, SecurityEventRow } from '@kizuna/http-api';

export interface LogListResponse<Row> {
  LogResult: Row[];
  stats: { count_total: number };
}

/** A finished download: an object URL of the file and the name the server gave it. */
export interface SavedFile {
  url: string;
  fileName: string;
}
