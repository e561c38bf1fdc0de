import { z } from 'zod';
import { pageSizeField, textField } from './common.js';

const tokyoTime = textField.meta({
  description: "'YYYY-MM-DD HH:mm' (or with :ss, or a date alone) in Asia/Tokyo; both ends included.",
});

const range = {
  date_start: tokyoTime.optional().meta({ description: 'Default: 00:00 six days ago (the last 7 days).' }),
  date_end: tokyoTime.optional().meta({ description: 'Default: today 23:59:59.' }),
  sort_key: z.number().int().min(1).max(5).default(5),
  is_ascending: z.boolean().default(false),
};
const page = {
  page: z.number().int().min(0).default(0),
  max_count: pageSizeField,
};
const typeAction = z
  .number()
  .int()
  .min(0)
  .max(3)
  .default(0)
  .meta({ description: '0 login, 1 analysis start, 2 result view, 3 label change.' });
const kind = z
  .number()
  .int()
  .min(0)
  .max(255)
  .default(0)
  .meta({ description: 'A SecurityEventKind; 0 lists every kind.' });

/** POST /api/v1/logs/list_access_logs (spec §7): sort_key 1 user name, 2 email, 3 project id, 4 project name, 5 time. */
export const ListAccessLogsRequest = z.object({ type_action: typeAction, ...range, ...page });
export type ListAccessLogsRequest = z.input<typeof ListAccessLogsRequest>;

export const DownloadAccessLogsRequest = z.object({ type_action: typeAction, ...range });
export type DownloadAccessLogsRequest = z.input<typeof DownloadAccessLogsRequest>;

/** Spec §3 access log, with the client address. Times are ISO 8601 UTC. */
export const AccessLogRow = z.strictObject({
  access_log_id: z.string(),
  type_action: z.number().int(),
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  project_id: z.string(),
  project_name: z.string(),
  process_id: z.string(),
  created_at: z.string(),
  client_address: z.string(),
  detail: z.string().meta({ description: 'A label change: which label and which accounts; empty otherwise.' }),
});
export type AccessLogRow = z.infer<typeof AccessLogRow>;

export const AccessLogsAnswer = z.strictObject({
  LogResult: z.array(AccessLogRow),
  stats: z.strictObject({ count_total: z.number().int() }),
});
export type AccessLogsAnswer = z.infer<typeof AccessLogsAnswer>;

/** Security events: sort_key 1 user email, 2 actor email, 3 kind, 4 client address, 5 time. */
export const ListSecurityEventsRequest = z.object({ kind, ...range, ...page });
export type ListSecurityEventsRequest = z.input<typeof ListSecurityEventsRequest>;

export const DownloadSecurityEventsRequest = z.object({ kind, ...range });
export type DownloadSecurityEventsRequest = z.input<typeof DownloadSecurityEventsRequest>;

export const SecurityEventRow = z.strictObject({
  security_event_id: z.string(),
  kind: z.number().int(),
  kind_name: z.string().meta({ description: 'The kind in words, e.g. sign_in_failed.' }),
  user_id: z.string(),
  user_email: z.string(),
  actor_email: z.string(),
  client_address: z.string(),
  detail: z.string(),
  created_at: z.string(),
});
export type SecurityEventRow = z.infer<typeof SecurityEventRow>;

export const SecurityEventsAnswer = z.strictObject({
  LogResult: z.array(SecurityEventRow),
  stats: z.strictObject({ count_total: z.number().int() }),
});
export type SecurityEventsAnswer = z.infer<typeof SecurityEventsAnswer>;
