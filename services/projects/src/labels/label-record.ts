import type { OutboxEntry } from '@kizuna/platform/outbox';

/** A team's label (issue 48, docs/labels.md). `team` is the company code ('' for accounts without one). */
export interface LabelRecord {
  _id: string;
  team: string;
  name: string;
  /** labelNameKey(name): a team has one label of a name, case and width aside. */
  name_key: string;
  color: string;
  created_by_id: string;
  created_by_name: string;
  created_at: string;
  updated_at: string;
  /** The last change that wrote it (issue 55): how a change stopped half way is known to have begun (label-writes.ts). */
  change_id?: string;
}

/**
 * One label on one account of the team; `_id` is team, label and account (assignmentId), so an
 * account has a label once and a team's or a label's assignments are one range of ids.
 */
export interface LabelAssignmentRecord {
  _id: string;
  team: string;
  label_id: string;
  /** The account key (labelAccountKey: userKey of the name as the posts write it). */
  account: string;
  note: string;
  by_id: string;
  by_name: string;
  at: string;
}

/*
 * Why ranges of the id rather than indexes on `team` and `label_id`: the embedded engine keeps all
 * documents of one indexed value in one array and removes a changed document from it by a scan, so
 * re-labelling 1,000 of a team's 10,000 accounts cost ten million comparisons (≈ 0.3–1 s). The id
 * index holds one document per key. The team is URI-encoded, so neither separator can occur in it
 * and `|` … `}` brackets exactly one team's (or one label's) ids, byte order and code-unit order alike.
 */
const SEP = '|';
const AFTER_SEP = '}';

function part(value: string): string {
  return encodeURIComponent(value);
}

/**
 * Accounts that carry one label of the team with the same note, who and when, in one document
 * (format 6 of the projects service's documents, issue 55): the embedded engine's cost is per
 * document (a deep copy, an index insert and a serialisation, ~9 µs even for two fields), so an
 * import of 100,000 accounts is a few dozen documents, not 100,000. `_id` is team, label, the
 * first account key it was written with and a tag unique to the write that made it
 * (groupId), so a team's or a label's groups are the same ranges of ids as their assignments were.
 *
 * The invariant: an account is in at most one group of a label. A write that puts a label on
 * accounts first takes them out of every group of the label that holds them (rewriting or
 * deleting that group), then writes its own groups; so while it runs, a reader may miss an account
 * it re-labels, never see it twice.
 */
export interface LabelGroupRecord {
  _id: string;
  team: string;
  label_id: string;
  /** The account keys, sorted by code unit, as the text of a JSON array (PackedKeys). */
  keys: PackedKeys;
  /** How many keys: the team's count of assignments is the sum, read without the keys. */
  n: number;
  note: string;
  by_id: string;
  by_name: string;
  at: string;
}

/** The collection of the groups (format 6). */
export const LABEL_GROUPS = 'label_groups';
/** Where format 5 kept the assignments, one document each; the format 6 upgrade leaves it empty. */
export const LABEL_ASSIGNMENTS = 'label_assignments_v2';
/** Where format 4 kept them: ids of label and account, indexes on `team` and `label_id`. */
export const LABEL_ASSIGNMENTS_BEFORE_5 = 'label_assignments';

/** The id of the assignment of a label to an account of the team. */
export function assignmentId(team: string, labelId: string, account: string): string {
  return `${part(team)}${SEP}${part(labelId)}${SEP}${account}`;
}

/**
 * The id of a group: within its label's range, ordered by the first account key it was written
 * with, and unique by the tag of the write that made it (the same tag when that write is made again).
 */
export function groupId(team: string, labelId: string, firstKey: string, tag: string): string {
  return `${part(team)}${SEP}${part(labelId)}${SEP}${firstKey}${SEP}${tag}`;
}

/** The filter of every assignment (or group) of the team. */
export function teamAssignments(team: string): { _id: { $gte: string; $lt: string } } {
  return idsStartingWith(part(team));
}

/** The filter of every assignment (or group) of one label of the team. */
export function labelAssignments(team: string, labelId: string): { _id: { $gte: string; $lt: string } } {
  return idsStartingWith(`${part(team)}${SEP}${part(labelId)}`);
}

function idsStartingWith(prefix: string): { _id: { $gte: string; $lt: string } } {
  return { _id: { $gte: `${prefix}${SEP}`, $lt: `${prefix}${AFTER_SEP}` } };
}

/** The collection of the teams' label leases and change log entries. */
export const LABEL_TEAMS = 'label_teams';

/**
 * One per team that has changed labels: who holds the team's changes (one at a time across every
 * projects service replica, until `lease_until`), and the access-log entries of the changes made,
 * until the outbox relay has published them (team-lease.ts).
 */
export interface LabelTeamRecord {
  /** The team (company code). */
  _id: string;
  /** ISO time the holder's lease ends; '' when free. */
  lease_until: string;
  lease_by: string;
  /** The change under way, recorded before its first write, until it is finished (label-changes.ts). */
  change?: PendingLabelChange;
  _outbox?: unknown[];
  _outbox_claim?: string;
}

/**
 * One write of a label change, as data (issue 55): a change is decided first (reads and checks),
 * then its writes are recorded with its log entries in the team's document (team-lease.ts) before
 * the first of them is made, so a service stopped half way leaves what remains to do. Every write
 * can be made again with the same result, which is how the next holder of the team finishes it.
 */
export type LabelWrite =
  /** A new label; carries the change's id. */
  | { op: 'insert_label'; label: LabelRecord }
  /** Fields of a label (none: the change's mark alone); sets the label's `change_id` too. */
  | { op: 'set_label'; label_id: string; set: Partial<LabelRecord> }
  | { op: 'delete_label'; label_id: string }
  /** The label on the accounts, with the note, who and when (the same on a second go). */
  | {
      op: 'put';
      team: string;
      label_id: string;
      keys: PackedKeys;
      note: string;
      by_id: string;
      by_name: string;
      at: string;
      /** The label is this change's own new one: on the first go no account carries it yet. */
      fresh?: boolean;
    }
  /** The label off these accounts. */
  | { op: 'take_off'; team: string; label_id: string; keys: PackedKeys }
  /** The label off every account. */
  | { op: 'take_off_all'; team: string; label_id: string };

/**
 * Account keys as the text of a JSON array: the embedded engine writes one string of 100,000 keys
 * (an import's) in a few milliseconds, and an array of them element by element in a few hundred,
 * on the thread that answers every other request.
 */
export type PackedKeys = string;

/**
 * A change of the team's labels recorded before its first write (issue 55): its writes, and the
 * access-log entries it publishes once they are made. Kept in the team's lease document until the
 * change is finished (the entries moved to its outbox in the same write) or found never begun.
 */
export interface PendingLabelChange {
  id: string;
  writes: LabelWrite[];
  log: OutboxEntry[];
}
