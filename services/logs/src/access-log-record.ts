import type { AccessAction } from '@kizuna/contracts/rules';

/** One access-log line (the spec's type_action: 0 login, 1 analysis start, 2 result view). */
export interface AccessLogRecord {
  _id: string;
  type_action: AccessAction;
  user_id: string;
  user_name: string;
  user_email: string;
  project_id: string;
  project_name: string;
  process_id: string;
  created_at: string;
  /** The client's address as the gateway saw it (empty for entries written before it was recorded). */
  client_address: string;
}
