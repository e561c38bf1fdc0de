import { randomUUID } from 'node:crypto';
import { Injectable, Optional } from '@nestjs/common';
import { decodeWholeText } from '@kizuna/platform/csv';
import { DuplicateKeyError } from '@kizuna/platform/documents';
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
import {
  assignmentId,
  labelAssignments,
  teamAssignments,
  type LabelAssignmentRecord,
  type LabelRecord,
} from './label-record.js';
import { readLabelCsvInTurns, type LabelCsvRefusal } from './label-csv.js';
import { planLabelImport } from './label-import-plan.js';
import { labelLogDetails, labelLogEvents } from './label-log.js';
import { LabelOutbox } from './label-outbox.js';
import { LabelsRepository } from './labels.repository.js';
import { TeamLease } from './team-lease.js';

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
  private readonly lease: TeamLease;

  constructor(
    private readonly repo: LabelsRepository,
    private readonly format: ProjectDocumentsFormat,
    // Absent in tests of the service alone: the entries wait in the outbox for a relay.
    @Optional() private readonly outbox?: LabelOutbox,
  ) {
    this.lease = new TeamLease(repo.teams);
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
      const label = await this.insertLabel(actor, team, name, color.toLowerCase());
      return { value: label, details: labelLogDetails(`create in team "${team}"`, label) };
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
      }
      if (color !== '') {
        checkColor(color);
        set.color = color.toLowerCase();
      }
      try {
        const updated = await this.repo.labels.updateOne({ _id: label._id }, { $set: set });
        if (!updated) throw labelNotFound();
        return { value: updated, details: labelLogDetails(`update to ${updated.color}`, updated) };
      } catch (err) {
        throw err instanceof DuplicateKeyError ? nameTaken(name) : err;
      }
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
      const mine = labelAssignments(team, label._id);
      const gone = await this.repo.assignments.find(mine, { projection: { account: 1 } });
      await this.repo.assignments.deleteMany(mine);
      await this.repo.labels.deleteOne({ _id: label._id });
      const accounts = gone.map((a) => a.account);
      return { value: { label, accounts, refused: 0 }, details: labelLogDetails('delete', label, accounts) };
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
      await this.put(actor, label, keys, note.trim());
      return { value: { label, accounts: keys, refused }, details: labelLogDetails('assign', label, keys) };
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
      const ids = keys.map((k) => assignmentId(label.team, label._id, k));
      const present: LabelAssignmentRecord[] = [];
      for (const chunk of chunks(ids)) {
        const found = await this.repo.assignments.find({ _id: { $in: chunk } }, { projection: { account: 1 } });
        if (found.length > 0) await this.repo.assignments.deleteMany({ _id: { $in: found.map((a) => a._id) } });
        present.push(...found);
      }
      const accounts = present.map((a) => a.account);
      return { value: { label, accounts, refused }, details: labelLogDetails('unassign', label, accounts) };
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
      for (const made of plan.create) {
        const label = await this.insertLabel(actor, team, made.name, made.color);
        labels.set(made.nameKey, label);
        created.push(label);
      }
      const labelled: LabelImport['labelled'] = [];
      for (const [nameKey, byNote] of plan.puts) {
        const label = labels.get(nameKey);
        if (!label) continue;
        // A label this import made carries no account yet: nothing to look up before writing.
        const fresh = plan.create.some((c) => c.nameKey === nameKey);
        for (const [note, keys] of byNote) await this.put(actor, label, keys, note, fresh);
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
    const assignments = await this.repo.assignments.find(
      labelId ? labelAssignments(team, labelId) : teamAssignments(team),
    );
    return { labels, assignments };
  }

  private async put(
    actor: Actor,
    label: LabelRecord,
    keys: readonly string[],
    note: string,
    newLabel = false,
  ): Promise<void> {
    if (keys.length === 0) return;
    const at = new Date().toISOString();
    const by = { by_id: actor?.userId ?? '', by_name: actor?.name ?? '' };
    // A slice at a time, handing the thread back between slices: the embedded engine writes on this
    // thread, and an import of 100,000 accounts would otherwise hold every other request (issue 55).
    for (const slice of chunks(keys)) {
      const ids = slice.map((k) => assignmentId(label.team, label._id, k));
      const existing = new Set(
        newLabel
          ? []
          : (await this.repo.assignments.find({ _id: { $in: ids } }, { projection: { _id: 1 } })).map((a) => a._id),
      );
      const fresh: LabelAssignmentRecord[] = [];
      for (const [i, account] of slice.entries())
        if (!existing.has(ids[i]))
          fresh.push({ _id: ids[i], team: label.team, label_id: label._id, account, note, ...by, at });
      if (fresh.length > 0) await this.repo.assignments.insertMany(fresh);
      if (existing.size > 0)
        await this.repo.assignments.updateMany({ _id: { $in: [...existing] } }, { $set: { note, ...by, at } });
      await nextTurn();
    }
  }

  private async insertLabel(actor: Actor, team: string, name: string, color: string): Promise<LabelRecord> {
    if ((await this.repo.labels.count({ team })) >= LABELS_PER_TEAM_MAX)
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
    try {
      await this.repo.labels.insertOne(record);
    } catch (err) {
      throw err instanceof DuplicateKeyError ? nameTaken(name) : err;
    }
    return record;
  }

  /**
   * Refuses, before anything is written, a change that could take the team past
   * LABEL_ASSIGNMENTS_PER_TEAM_MAX assignments (counting every account named as new).
   */
  private async checkRoomFor(team: string, accounts: number): Promise<void> {
    if (accounts === 0) return;
    const present = await this.repo.assignments.count(teamAssignments(team));
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

  /** Refuses label requests while the labels' storage upgrade (format 5) is unfinished. */
  private checkReady(): void {
    if (!this.format.labelsReady())
      throw new DomainError(
        ErrorCode.LabelsUpgrading,
        'Labels are being upgraded and cannot be read or changed until the upgrade has finished.',
      );
  }

  /**
   * Runs a change of the team's labels after the ones before it: one at a time in this process (a
   * queue), and across replicas (the team's lease); its access-log entries are written with the
   * write that ends it, and published by the outbox. A refused change leaves no entry.
   */
  private inTeam<T>(
    team: string,
    actor: Actor,
    clientAddress: string,
    work: () => Promise<{ value: T; details: string[] }>,
  ): Promise<T> {
    try {
      this.checkReady();
    } catch (err) {
      return Promise.reject(err);
    }
    const held = async () => {
      const value = await this.lease.hold(team, async () => {
        const done = await work();
        return { value: done.value, events: labelLogEvents(actor, clientAddress, done.details) };
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

/**
 * Ids in slices for `$in`: the embedded engine finds each id by its index but then checks every
 * document found against the whole list, so one list of n ids costs n² comparisons; a slice of
 * 1,000 costs about 7 ms, and the largest change (20,000 accounts) stays linear in its slices.
 */
const IN_SLICE = 1000;
function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += IN_SLICE) out.push(items.slice(i, i + IN_SLICE));
  return out;
}

/** Hands the thread back to the requests waiting for it. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
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
