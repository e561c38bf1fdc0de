import type { AccountLabel, LabelDocument, LabelledAccount } from '@kizuna/http-api';
import { unpackKeys, type Label, type LabelAssignmentsReply } from '@kizuna/proto';
import { formatTokyo, csvLine, CSV_BOM } from '@kizuna/platform/csv';

/** A label as the HTTP answers show it. */
export function labelDocument(label: Label | undefined): LabelDocument {
  if (!label) throw new Error('the projects service answered without a label');
  return {
    label_id: label.labelId,
    name: label.name,
    color: label.color,
    created_by_name: label.createdByName,
    created_at: label.createdAt,
    updated_at: label.updatedAt,
  };
}

/** One label on one account, as the projects service's columns carry it. */
export interface AssignmentRow {
  account: string;
  labelId: string;
  note: string;
  byName: string;
  at: string;
}

/** The account keys of a reply, one per assignment. */
export function replyAccounts(reply: LabelAssignmentsReply): string[] {
  return unpackKeys({ utf8: reply.accountsUtf8, ends: reply.accountEnds });
}

/** The assignments of a reply's columns as rows. */
export function assignmentRows(reply: LabelAssignmentsReply): AssignmentRow[] {
  const notes = new Map(reply.noteIndexes.map((at, i) => [at, reply.notes[i] ?? '']));
  return replyAccounts(reply).map((account, i) => ({
    account,
    labelId: reply.labels[reply.labelIndexes[i]]?.labelId ?? '',
    note: notes.get(i) ?? '',
    byName: reply.byNames[reply.byIndexes[i]] ?? '',
    at: new Date(reply.atMs[i] ?? 0).toISOString(),
  }));
}

/** The assignments grouped by account, each account's labels by name; accounts by key, with their community where known. */
export function labelledAccounts(
  labels: readonly Label[],
  assignments: readonly AssignmentRow[],
  communities: ReadonlyMap<string, number> = new Map(),
): LabelledAccount[] {
  const byId = new Map(labels.map((l) => [l.labelId, l]));
  const byAccount = new Map<string, AccountLabel[]>();
  for (const a of assignments) {
    const label = byId.get(a.labelId);
    if (!label) continue;
    let list = byAccount.get(a.account);
    if (!list) byAccount.set(a.account, (list = []));
    list.push({ label_id: a.labelId, name: label.name, color: label.color, by_name: a.byName, at: a.at, note: a.note });
  }
  const accounts = [...byAccount.entries()].map(([account, list]) => ({
    account,
    cluster_id: communities.get(account) ?? 0,
    labels: list.sort((x, y) => x.name.localeCompare(y.name)),
  }));
  return accounts.sort((x, y) => (x.account < y.account ? -1 : x.account > y.account ? 1 : 0));
}

export const LABELS_CSV_HEADER = ['account', 'label', 'note', 'color', 'by', 'at'] as const;

/**
 * The team's labelled accounts as CSV (UTF-8 with BOM, one row per account and label; times in
 * Tokyo as the other downloads write them). Its first three columns are what import_labels reads.
 */
export function labelsCsv(labels: readonly Label[], assignments: readonly AssignmentRow[]): string {
  const lines = [CSV_BOM, csvLine(LABELS_CSV_HEADER)];
  for (const { account, labels: list } of labelledAccounts(labels, assignments))
    for (const l of list)
      lines.push(csvLine([account, l.name, l.note, l.color, l.by_name, formatTokyo(Date.parse(l.at))]));
  return lines.join('');
}
