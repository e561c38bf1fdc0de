import type { AccessLogRow, SecurityEventRow } from '@kizuna/proto';
import { SecurityEventKind } from '@kizuna/proto/rules';
import type { AccessLogRow as AccessLogJson, SecurityEventRow as SecurityEventJson } from '@kizuna/http-api';

/** An access-log row as the spec's LogResult carries it (times ISO 8601 UTC; the web shows them in Tokyo). */
export function accessLogJson(r: AccessLogRow): AccessLogJson {
  return {
    access_log_id: r.accessLogId,
    type_action: r.typeAction,
    user_id: r.userId,
    user_name: r.userName,
    user_email: r.userEmail,
    project_id: r.projectId,
    project_name: r.projectName,
    process_id: r.processId,
    created_at: r.createdAt,
    client_address: r.clientAddress,
    detail: r.detail,
  };
}

/** A security event row; `kind_name` is the kind's stable name, e.g. sign_in_failed. */
export function securityEventJson(r: SecurityEventRow): SecurityEventJson {
  return {
    security_event_id: r.securityEventId,
    kind: r.kind,
    kind_name: (SecurityEventKind[r.kind] ?? String(r.kind)).toLowerCase(),
    user_id: r.userId,
    user_email: r.userEmail,
    actor_email: r.actorEmail,
    client_address: r.clientAddress,
    detail: r.detail,
    created_at: r.createdAt,
  };
}
