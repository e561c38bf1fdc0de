import { Topic } from '@kizuna/proto';
import { AccessAction } from '@kizuna/proto/rules';
import type { OutboxEvent } from '@kizuna/platform/outbox';
import type { Actor } from '../run-access.js';
import type { LabelRecord } from './label-record.js';

/**
 * The access log's detail of a label change: what was done, to which label, on which accounts
 * (every one: a bulk change is one entry naming them all, so the log answers who labelled whom).
 */
export function labelLogDetail(action: string, label: LabelRecord, accounts: readonly string[] = []): string {
  const list = accounts.length > 0 ? `; ${accounts.length} account(s): ${accounts.join(', ')}` : '';
  return `${action} "${label.name}" (${label._id})${list}`;
}

/** A label change's access-log entries (type_action 3, issue 48), one per detail. */
export function labelLogEvents(actor: Actor, clientAddress: string, details: readonly string[]): OutboxEvent[] {
  const at = new Date().toISOString();
  return details.map((detail) => ({
    topic: Topic.AccessLogged,
    payload: {
      typeAction: AccessAction.LABEL_CHANGE,
      userId: actor?.userId ?? '',
      userName: actor?.name ?? '',
      userEmail: actor?.email ?? '',
      // A label is the team's, about no project.
      projectId: '',
      projectName: '',
      processId: '',
      at,
      clientAddress,
      detail,
    },
  }));
}
