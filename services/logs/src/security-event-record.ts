import type { SecurityEventKind } from '@kizuna/contracts/rules';

/** One security event: failed or refused sign-ins, password and role changes, approvals. */
export interface SecurityEventRecord {
  _id: string;
  kind: SecurityEventKind;
  user_id: string;
  user_email: string;
  actor_email: string;
  client_address: string;
  detail: string;
  created_at: string;
}
