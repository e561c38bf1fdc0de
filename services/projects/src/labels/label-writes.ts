import type { Actor } from '../run-access.js';
import {
  assignmentId,
  labelAssignments,
  type LabelAssignmentRecord,
  type LabelRecord,
  type LabelWrite,
  type PackedKeys,
} from './label-record.js';
import type { LabelsRepository } from './labels.repository.js';

type PutWrite = Extract<LabelWrite, { op: 'put' }>;

/**
 * Ids in slices for `$in`: the embedded engine finds each id by its index but then checks every
 * document found against the whole list, so one list of n ids costs n² comparisons; a slice of
 * 1,000 costs about 7 ms, and the largest change (20,000 accounts) stays linear in its slices.
 */
const IN_SLICE = 1000;
export function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += IN_SLICE) out.push(items.slice(i, i + IN_SLICE));
  return out;
}

/** Hands the thread back to the requests waiting for it. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Account keys as a change records them (PackedKeys, label-record.ts). */
export function packKeys(keys: readonly string[]): PackedKeys {
  return JSON.stringify(keys);
}

function unpackKeys(keys: PackedKeys): string[] {
  return JSON.parse(keys) as string[];
}

/** A put of the label on the accounts by the actor, now. */
export function putWrite(actor: Actor, label: LabelRecord, keys: readonly string[], note: string): PutWrite {
  return {
    op: 'put',
    team: label.team,
    label_id: label._id,
    keys: packKeys(keys),
    note,
    by_id: actor?.userId ?? '',
    by_name: actor?.name ?? '',
    at: new Date().toISOString(),
  };
}

/**
 * Whether a change's writes were begun: its first write is to a label (a new one, or a mark on one
 * it changes) and carries the change's id, so the label has that id, or is gone when the change
 * deletes it. Asked only while holding the team's lease, so no later change has written since.
 */
export async function changeBegun(repo: LabelsRepository, id: string, writes: readonly LabelWrite[]): Promise<boolean> {
  if (writes.length === 0) return false;
  const labelId = firstLabel(writes);
  const label = await repo.labels.findOne({ _id: labelId });
  if (label) return label.change_id === id;
  return writes.some((w) => w.op === 'delete_label' && w.label_id === labelId);
}

/** The label a change's first write is to; a change must begin so (checked before it is recorded). */
export function firstLabel(writes: readonly LabelWrite[]): string {
  const first = writes[0];
  if (first?.op === 'insert_label') return first.label._id;
  if (first?.op === 'set_label') return first.label_id;
  throw new Error(`a label change must begin with a write to a label, not ${first?.op ?? 'nothing'}`);
}

/**
 * Makes the change's writes in order. `again`: a second go after a stop, where each may have been
 * made already (a put then looks up even a new label's accounts).
 */
export async function applyLabelWrites(
  repo: LabelsRepository,
  id: string,
  writes: readonly LabelWrite[],
  again: boolean,
): Promise<void> {
  for (const write of writes) await applyOne(repo, id, write, again);
}

async function applyOne(repo: LabelsRepository, id: string, write: LabelWrite, again: boolean): Promise<void> {
  switch (write.op) {
    case 'insert_label':
      if (!(await repo.labels.findOne({ _id: write.label._id })))
        await repo.labels.insertOne({ ...write.label, change_id: id });
      return;
    case 'set_label':
      await repo.labels.updateOne({ _id: write.label_id }, { $set: { ...write.set, change_id: id } });
      return;
    case 'delete_label':
      await repo.labels.deleteOne({ _id: write.label_id });
      return;
    case 'take_off_all':
      await repo.assignments.deleteMany(labelAssignments(write.team, write.label_id));
      return;
    case 'take_off':
      for (const slice of chunks(unpackKeys(write.keys))) {
        await repo.assignments.deleteMany({
          _id: { $in: slice.map((k) => assignmentId(write.team, write.label_id, k)) },
        });
        await nextTurn();
      }
      return;
    case 'put':
      await put(repo, write, write.fresh === true && !again);
      return;
  }
}

/**
 * A slice at a time, handing the thread back between slices: the embedded engine writes on this
 * thread, and an import of 100,000 accounts would otherwise hold every other request (issue 55).
 */
async function put(repo: LabelsRepository, write: PutWrite, isNew: boolean): Promise<void> {
  const { team, label_id, note, by_id, by_name, at } = write;
  const keys = unpackKeys(write.keys);
  for (const slice of chunks(keys)) {
    const ids = slice.map((k) => assignmentId(team, label_id, k));
    const existing = new Set(
      isNew ? [] : (await repo.assignments.find({ _id: { $in: ids } }, { projection: { _id: 1 } })).map((a) => a._id),
    );
    const fresh: LabelAssignmentRecord[] = [];
    for (const [i, account] of slice.entries())
      if (!existing.has(ids[i])) fresh.push({ _id: ids[i], team, label_id, account, note, by_id, by_name, at });
    if (fresh.length > 0) await repo.assignments.insertMany(fresh);
    if (existing.size > 0)
      await repo.assignments.updateMany({ _id: { $in: [...existing] } }, { $set: { note, by_id, by_name, at } });
    await nextTurn();
  }
}
