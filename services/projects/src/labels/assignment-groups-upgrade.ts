import type { DocumentCollection } from '@kizuna/platform/documents';
import { byCodeUnit, packGroupKeys } from './label-groups.js';
import { groupId, type LabelAssignmentRecord, type LabelGroupRecord } from './label-record.js';

const BATCH = 1000;
/** The tag of the groups this upgrade writes (label-record.ts groupId). */
const UPGRADE_TAG = 'v6';

/**
 * Format 6 of the projects service's documents: the assignments kept one per document in
 * `label_assignments_v2` move into groups (`label_groups`, label-record.ts LabelGroupRecord). A
 * thousand at a time, in id order (team, label, account): the run of a batch's assignments of one
 * label with the same note, who and when becomes one group, written before the batch leaves the
 * old collection. A group's id is its first account and the upgrade's tag, so a batch read again
 * after a stop makes the same groups, and one already written is not written twice: an upgrade
 * stopped half way finishes on the next start. Each account moves once, so it is in one group of
 * its label. Answers how many assignments were moved.
 */
export async function groupAssignments(
  from: DocumentCollection<LabelAssignmentRecord>,
  to: DocumentCollection<LabelGroupRecord>,
): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await from.find({ _id: { $gte: '' } }, { sort: { _id: 1 }, limit: BATCH });
    if (batch.length === 0) return moved;
    const groups = runsOf(batch);
    const present = new Set(
      (await to.find({ _id: { $in: groups.map((g) => g._id) } }, { projection: { _id: 1 } })).map((g) => g._id),
    );
    const fresh = groups.filter((g) => !present.has(g._id));
    if (fresh.length > 0) await to.insertMany(fresh);
    await from.deleteMany({ _id: { $in: batch.map((a) => a._id) } });
    moved += batch.length;
  }
}

/** The batch as groups: consecutive assignments of one label with the same note, who and when. */
function runsOf(batch: readonly LabelAssignmentRecord[]): LabelGroupRecord[] {
  const groups: LabelGroupRecord[] = [];
  let keys: string[] = [];
  let first: LabelAssignmentRecord | null = null;
  const close = () => {
    if (!first) return;
    keys.sort(byCodeUnit);
    groups.push({
      _id: groupId(first.team, first.label_id, keys[0], UPGRADE_TAG),
      team: first.team,
      label_id: first.label_id,
      keys: packGroupKeys(keys),
      n: keys.length,
      note: first.note,
      by_id: first.by_id,
      by_name: first.by_name,
      at: first.at,
    });
  };
  for (const a of batch) {
    const same =
      first &&
      a.team === first.team &&
      a.label_id === first.label_id &&
      a.note === first.note &&
      a.by_id === first.by_id &&
      a.by_name === first.by_name &&
      a.at === first.at;
    if (!same) {
      close();
      first = a;
      keys = [];
    }
    keys.push(a.account);
  }
  close();
  return groups;
}
