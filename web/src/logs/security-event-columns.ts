import type { SecurityEventRow } from '../api/logs-types';
import type { LogColumn } from './access-log-columns';

/** list_security_events sort keys: 1 user email, 2 actor email, 3 kind, 4 client address, 5 time. */
export const SECURITY_EVENT_COLUMNS: readonly LogColumn<SecurityEventRow>[] = [
  { labelKey: 'logs.col_created_at', sortKey: 5, field: 'created_at' },
  { labelKey: 'logs.col_kind', sortKey: 3, field: 'kind' },
  { labelKey: 'logs.col_user_email', sortKey: 1, field: 'user_email' },
  { labelKey: 'logs.col_actor_email', sortKey: 2, field: 'actor_email' },
  { labelKey: 'logs.col_client_address', sortKey: 4, field: 'client_address' },
  { labelKey: 'logs.col_detail', sortKey: null, field: 'detail' },
];
