import { randomUUID } from 'node:crypto';
import { Injectable, Optional } from '@nestjs/common';
import { decodeWholeText } from '@kizuna/platform/csv';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import {
  LABEL_ASSIGNMENTS_PER_TEAM_MAX,
  LABEL_IMPORT_MAX_ROWS,
  LABELS_PER_TEAM_MAX,
  labelAccountKey,
  labelColorProblem,
  labelNameKey,
  labelNameProblem,
  labelNoteProblem,
  mayChangeLabels,
} from '@kizuna/proto/rules';
import { ProjectDocumentsFormat } from '../documents-format.js';
import type { Actor } from '../run-access.js';
import type { LabelAssignmentRecord, LabelRecord, LabelWrite } from './label-record.js';
import { LabelGroups } from './label-groups.js';
import { readLabelCsvInTurns, type LabelCsvRefusal } from './label-csv.js';
import { planLabelImport } from './label-import-plan.js';
import { labelLogDetails, labelLogEvents } from './label-log.js';
import { LabelOutbox } from './label-outbox.js';
import { LabelsRepository } from './labels.repository.js';
import { LabelChanges } from './label-changes.js';
import { nextTurn, packKeys, putWrite } from './label-writes.js';

/** What an assign or unassign changed: the label, the account keys, and names that are no account. */
export interface LabelChange {
  label: LabelRecord;
  accounts: string[];
  refused: number;
}

export interface LabelImport {
  applied: number;
  /** Each label the import put on accounts, with those accounts' keys. */
  labelled: { label: LabelRecord; accounts: string[] }[];
  created: LabelRecord[];
  refused: LabelCsvRefusal[];
  encoding: string;
}

/**
 * A team's account labels (issue 48, docs/labels.md): the labels, and which accounts carry which.
 * The gateway has settled which team the caller speaks for; here the caller must be one who may
 * change labels (mayChangeLabels: an admin or a label editor). A team's changes run one
 * after another, so two quick changes of the same accounts cannot undo each other.
 */
@Injectable()
export class LabelsService {
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly changes: LabelChanges;
  private readonly groups: LabelGroups;

  constructor(
    private readonly repo: LabelsRepository,
    private readonly format: ProjectDocumentsFormat,
    // Absent in tests of the service alone: the entries wait in the outbox for a relay.
    @Optional() private readonly outbox?: LabelOutbox,
  ) {
    this.changes = new LabelChanges(repo);
    this.groups = new LabelGroups(repo.groups, nextTurn);
  }

  async list(team: string): Promise<LabelRecord[]> {
    this.checkReady();
    return this.repo.labels.find({ team }, { sort: { name_key: 1 } });
  }

  /** Every team that has labels, sorted ('' first): the teams an admin chooses from. */
  async teams(): Promise<string[]> {
    this.checkReady();
    const labels = await this.repo.labels.find({}, { projection: { team: 1 } });
    return [...new Set(labels.map((l) => l.team))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /**
   * Whether the actor may change labels: an admin, or a label editor (the right the auth service
   * keeps with the account and the gateway's session check carries in the actor).
   */
  async mayChange(actor: Actor): Promise<boolean> {
    this.checkReady();
    return Boolean(actor?.userId) && mayChangeLabels(actor ?? {});
  }

  create(actor: Actor, team: string, name: string, color: string, clientAddress: string): Promise<LabelRecord> {
    return this.inTeam(team, actor, clientAddress, async () => {
      await this.checkMayChange(actor);
      checkName(name);
      checkColor(color);
      const label = await this.newLabel(actor, team, name, color.toLowerCase(), 1);
      return {
        value: label,
        details: labelLogDetails(`create in team "${team}"`, label),
        writes: [{ op: 'insert_label', label }],
      };
    });
  }

  update(
    actor: Actor,
    team: string,
    labelId: string,
    name: string,
    color: string,
    clientAddress: string,
  ): Promise<LabelRecord> {
    return this.inTeam(team, actor, clientAddress, async () => {
      await this.checkMayChange(actor);
      const label = await this.label(team, labelId);
      const set: Partial<LabelRecord> = { updated_at: new Date().toISOString() };
      if (name !== '') {
        checkName(name);
        set.name = name.trim();
        set.name_key = labelNameKey(name);
        const same = await this.repo.labels.findOne({ team, name_key: set.name_key });
        if (same && same._id !== label._id) throw nameTaken(name);
      }
      if (color !== '') {
        checkColor(color);
        set.color = color.toLowerCase();
      }
      const updated = { ...label, ...set };
      return {
        value: updated,
        details: labelLogDetails(`update to ${updated.color}`, updated),
        writes: [{ op: 'set_label', label_id: label._id, set }],
      };
    });
  }

  /** Deletes the label and takes it off every account. */
  remove(actor: Actor, team: string, labelId: string, name: string, clientAddress: string): Promise<LabelChange> {
    return this.inTeam(team, actor, clientAddress, async () => {
      await this.checkMayChange(actor);
      const label = await this.label(team, labelId);
      // The caller names the label it means to delete: an id alone (a script, a stale page) is not enough.
      if (labelNameKey(name) !== label.name_key)
        throw new DomainError(ErrorCode.LabelNameMismatch, 'The name given is not the name of the label to delete.', {
          name: label.name,
        });
      const accounts = await this.groups.accounts(team, label._id);
      return {
        value: { label, accounts, refused: 0 },
        details: labelLogDetails('delete', label, accounts),
        // Marked first (how a stop half way is known to have begun), the label goes last: no
        // account is ever left carrying a label that no longer exists.
        writes: [
          mark(label),
          { op: 'take_off_all', team, label_id: label._id },
          { op: 'delete_label', label_id: label._id },
        ],
      };
    });
  }

  /** Puts the label on the accounts (again: the note, who and when are the latest). */
  assign(
    actor: Actor,
    team: string,
    labelId: string,
    names: readonly string[],
    note: string,
    clientAddress: string,
  ): Promise<LabelChange> {
    const problem = labelNoteProblem(note);
    if (problem) throw new DomainError(ErrorCode.LabelNoteTooLong, 'A note can have at most 200 characters.');
    return this.inTeam(team, actor, clientAddress, async () => {
      await this.checkMayChange(actor);
      const label = await this.label(team, labelId);
      const { keys, refused } = accountKeys(names);
      await this.checkRoomFor(team, keys.length);
      return {
        value: { label, accounts: keys, refused },
        details: labelLogDetails('assign', label, keys),
        writes: keys.length > 0 ? [mark(label), putWrite(actor, label, keys, note.trim())] : [],
      };
    });
  }

  /** Takes the label off the accounts that carry it; answers those. */
  unassign(
    actor: Actor,
    team: string,
    labelId: string,
    names: readonly string[],
    clientAddress: string,
  ): Promise<LabelChange> {
    return this.inTeam(team, actor, clientAddress, async () => {
      await this.checkMayChange(actor);
      const label = await this.label(team, labelId);
      const { keys, refused } = accountKeys(names);
      const accounts = await this.groups.carrying(label.team, label._id, keys);
      return {
        value: { label, accounts, refused },
        details: labelLogDetails('unassign', label, accounts),
        writes:
          accounts.length > 0
            ? [mark(label), { op: 'take_off', team: label.team, label_id: label._id, keys: packKeys(accounts) }]
            : [],
      };
    });
  }

  /** Applies a CSV of account,label[,note]: labels the team lacks are made; bad rows are counted, never fatal. */
  importCsv(actor: Actor, team: string, bytes: Uint8Array, clientAddress: string): Promise<LabelImport> {
    return this.inTeam(team, actor, clientAddress, async () => {
      await this.checkMayChange(actor);
      const decoded = decodeWholeText(bytes);
      if (!decoded)
        throw new DomainError(
          ErrorCode.LabelFileInvalid,
          'The file is not a CSV in UTF-8, Shift_JIS, EUC-JP or Windows-1252.',
        );
      const { rows, refused, records } = await readLabelCsvInTurns(decoded.text, LABEL_IMPORT_MAX_ROWS);
      // Refused whole before anything is stored, as a file too large is.
      if (records > LABEL_IMPORT_MAX_ROWS)
        throw new DomainError(
          ErrorCode.LabelFileTooManyRows,
          `A label file can have at most ${LABEL_IMPORT_MAX_ROWS} rows; nothing was imported.`,
          { max: String(LABEL_IMPORT_MAX_ROWS) },
        );
      const existing = await this.list(team);
      const plan = await planLabelImport(
        rows,
        refused,
        existing.map((l) => l.name_key),
        nextTurn,
      );
      let accounts = 0;
      for (const keys of plan.accounts.values()) accounts += keys.length;
      await this.checkRoomFor(team, accounts);
      const labels = new Map(existing.map((l) => [l.name_key, l]));
      const created: LabelRecord[] = [];
      const writes: LabelWrite[] = [];
      for (const [i, made] of plan.create.entries()) {
        const label = await this.newLabel(actor, team, made.name, made.color, plan.create.length - i);
        labels.set(made.nameKey, label);
        created.push(label);
        writes.push({ op: 'insert_label', label });
      }
      const labelled: LabelImport['labelled'] = [];
      for (const [nameKey, byNote] of plan.puts) {
        const label = labels.get(nameKey);
        if (!label) continue;
        // The first write of a change is to a label (label-writes.ts): a mark when none is made.
        if (writes.length === 0) writes.push(mark(label));
        // A label this import made carries no account yet: nothing to look up before writing.
        const fresh = plan.create.some((c) => c.nameKey === nameKey);
        for (const [note, keys] of byNote) writes.push({ ...putWrite(actor, label, keys, note), fresh });
        labelled.push({ label, accounts: plan.accounts.get(nameKey) ?? [] });
      }
      // One entry for the import, and one per label it put on accounts, naming them as an assignment's does.
      const details = [
        `import into team "${team}": ${plan.applied} row(s) applied, ${plan.refused.length} refused, ${created.length} label(s) made`,
        ...labelled.flatMap((l) => labelLogDetails('import', l.label, l.accounts)),
      ];
      return {
        value: { applied: plan.applied, labelled, created, refused: plan.refused, encoding: decoded.encoding },
        details,
        writes,
      };
    });
  }

  /** The team's labels and assignments (of one label, when named). */
  async assignments(
    team: string,
    labelId: string,
  ): Promise<{ labels: LabelRecord[]; assignments: LabelAssignmentRecord[] }> {
    this.checkReady();
    const labels = await this.list(team);
    return { labels, assignments: await this.groups.assignments(team, labelId) };
  }

  /**
   * A new label of the team, not yet written: refused when the team has no room for `making` more
   * labels, or has one of the name already (its lease held, nobody else writes meanwhile).
   */
  private async newLabel(
    actor: Actor,
    team: string,
    name: string,
    color: string,
    making: number,
  ): Promise<LabelRecord> {
    if ((await this.repo.labels.count({ team })) + making > LABELS_PER_TEAM_MAX)
      throw new DomainError(ErrorCode.TooManyLabels, `A team can have at most ${LABELS_PER_TEAM_MAX} labels.`, {
        max: String(LABELS_PER_TEAM_MAX),
      });
    const now = new Date().toISOString();
    const record: LabelRecord = {
      _id: randomUUID(),
      team,
      name: name.trim(),
      name_key: labelNameKey(name),
      color,
      created_by_id: actor?.userId ?? '',
      created_by_name: actor?.name ?? '',
      created_at: now,
      updated_at: now,
    };
    if (await this.repo.labels.findOne({ team, name_key: record.name_key })) throw nameTaken(name);
    return record;
  }

  /**
   * Refuses, before anything is written, a change that could take the team past
   * LABEL_ASSIGNMENTS_PER_TEAM_MAX assignments (counting every account named as new).
   */
  private async checkRoomFor(team: string, accounts: number): Promise<void> {
    if (accounts === 0) return;
    const present = await this.groups.count(team);
    if (present + accounts > LABEL_ASSIGNMENTS_PER_TEAM_MAX)
      throw new DomainError(
        ErrorCode.TooManyLabelAssignments,
        `A team can have at most ${LABEL_ASSIGNMENTS_PER_TEAM_MAX} labels on accounts in all; nothing was changed.`,
        { max: String(LABEL_ASSIGNMENTS_PER_TEAM_MAX) },
      );
  }

  private async label(team: string, labelId: string): Promise<LabelRecord> {
    const label = labelId ? await this.repo.labels.findOne({ _id: labelId, team }) : null;
    if (!label) throw labelNotFound();
    return label;
  }

  private async checkMayChange(actor: Actor): Promise<void> {
    if (!(await this.mayChange(actor)))
      throw new DomainError(
        ErrorCode.NotLabelEditor,
        "Only label editors change the team's labels; an administrator grants the right on /users.",
      );
  }

  /** Refuses label requests while the labels' storage upgrades (formats 5 and 6) are unfinished. */
  private checkReady(): void {
    if (!this.format.labelsReady())
      throw new DomainError(
        ErrorCode.LabelsUpgrading,
        'Labels are being upgraded and cannot be read or changed until the upgrade has finished.',
      );
  }

  /**
   * Runs a change of the team's labels after the ones before it: one at a time in this process (a
   * queue), and across replicas (the team's lease). `work` reads and checks and answers the writes
   * to make; they and the change's access-log entries are one unit (label-changes.ts), so a change
   * is logged once made, whatever stops the service, and a refused change leaves no entry.
   */
  private inTeam<T>(
    team: string,
    actor: Actor,
    clientAddress: string,
    work: () => Promise<{ value: T; details: string[]; writes: LabelWrite[] }>,
  ): Promise<T> {
    try {
      this.checkReady();
    } catch (err) {
      return Promise.reject(err);
    }
    const held = async () => {
      const value = await this.changes.run(team, async () => {
        const done = await work();
        return { value: done.value, writes: done.writes, events: labelLogEvents(actor, clientAddress, done.details) };
      });
      await this.outbox?.flush();
      return value;
    };
    const before = this.queues.get(team) ?? Promise.resolve();
    const next = before.then(held, held);
    const settled = next.catch(() => undefined);
    this.queues.set(team, settled);
    void settled.then(() => {
      if (this.queues.get(team) === settled) this.queues.delete(team);
    });
    return next;
  }
}

/** The mark a change makes first on a label it changes (label-writes.ts: how a stopped change is known to have begun). */
function mark(label: LabelRecord): LabelWrite {
  return { op: 'set_label', label_id: label._id, set: {} };
}

/** The distinct account keys of the names, and how many names are no account. */
function accountKeys(names: readonly string[]): { keys: string[]; refused: number } {
  const keys = new Set<string>();
  let refused = 0;
  for (const name of names) {
    const key = labelAccountKey(name);
    if (key) keys.add(key);
    else refused += 1;
  }
  return { keys: [...keys], refused };
}

function checkName(name: string): void {
  const problem = labelNameProblem(name);
  if (problem === 'errors.label_name_required')
    throw new DomainError(ErrorCode.LabelNameRequired, 'A label needs a name.');
  if (problem) throw new DomainError(ErrorCode.LabelNameTooLong, 'A label name can have at most 40 characters.');
}

function checkColor(color: string): void {
  if (labelColorProblem(color))
    throw new DomainError(ErrorCode.InvalidColor, 'The colour is not one of the label colours.');
}

function nameTaken(name: string): DomainError {
  return new DomainError(ErrorCode.LabelNameTaken, 'The team already has a label of this name.', { name: name.trim() });
}

function labelNotFound(): DomainError {
  return new DomainError(ErrorCode.LabelNotFound, 'No such label (it may have been deleted).');
}
