import type { Actor } from '../run-access.js';
import { LabelGroups } from './label-groups.js';
import type { LabelRecord, LabelWrite, PackedKeys } from './label-record.js';
import type { LabelsRepository } from './labels.repository.js';

type PutWrite = Extract<LabelWrite, { op: 'put' }>;

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
 * made already (a put then looks up even a new label's accounts). A put's groups are tagged with
 * the change's id and the write's place in it, the same on a second go (label-groups.ts).
 */
export async function applyLabelWrites(
  repo: LabelsRepository,
  id: string,
  writes: readonly LabelWrite[],
  again: boolean,
): Promise<void> {
  const groups = new LabelGroups(repo.groups, nextTurn);
  for (const [i, write] of writes.entries()) await applyOne(repo, groups, `${id}.${i}`, id, write, again);
}

async function applyOne(
  repo: LabelsRepository,
  groups: LabelGroups,
  tag: string,
  id: string,
  write: LabelWrite,
  again: boolean,
): Promise<void> {
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
      await groups.takeOffAll(write.team, write.label_id);
      return;
    case 'take_off':
      await groups.takeOff(write.team, write.label_id, unpackKeys(write.keys));
      return;
    case 'put': {
      const { team, label_id, note, by_id, by_name, at } = write;
      const fresh = write.fresh === true && !again;
      await groups.put(team, label_id, unpackKeys(write.keys), { note, by_id, by_name, at }, tag, fresh);
      return;
    }
  }
}
