import { Topic } from '@kizuna/proto';
import { AccessAction } from '@kizuna/proto/rules';
import type { OutboxEvent } from '@kizuna/platform/outbox';
import type { Actor } from '../run-access.js';
import type { LabelRecord } from './label-record.js';

/** Accounts one access-log entry names at most: a change of more is several entries (parts). */
export const LOG_ACCOUNTS_PER_ENTRY = 1000;

/**
 * The access log's details of a label change: what was done, to which label, on which accounts
 * (every one, so the log answers who labelled whom), at most LOG_ACCOUNTS_PER_ENTRY accounts per
 * entry (issue 55): an import of 100,000 accounts named in one entry would be a megabyte, past
 * the bus's message size, and lose the entry. A change of more accounts is "part i of n" entries.
 */
export function labelLogDetails(action: string, label: LabelRecord, accounts: readonly string[] = []): string[] {
  const named = `${action} "${label.name}" (${label._id})`;
  if (accounts.length <= LOG_ACCOUNTS_PER_ENTRY) return [`${named}${accountList(accounts, accounts.length)}`];
  const parts = Math.ceil(accounts.length / LOG_ACCOUNTS_PER_ENTRY);
  return Array.from({ length: parts }, (_, i) => {
    const slice = accounts.slice(i * LOG_ACCOUNTS_PER_ENTRY, (i + 1) * LOG_ACCOUNTS_PER_ENTRY);
    return `${named}, part ${i + 1} of ${parts}${accountList(slice, accounts.length)}`;
  });
}

function accountList(accounts: readonly string[], total: number): string {
  if (accounts.length === 0) return '';
  const of = total === accounts.length ? '' : ` of ${total}`;
  return `; ${accounts.length}${of} account(s): ${accounts.join(', ')}`;
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
