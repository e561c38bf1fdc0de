/** One access-log line: 0 login, 1 analysis start, 2 result view (the spec's type_action). */
export interface AccessLogRecord {
  _id: string;
  type_action: 0 | 1 | 2;
  user_id: string;
  user_name: string;
  user_email: string;
  project_id: string;
  project_name: string;
  process_id: string;
  created_at: string;
}
