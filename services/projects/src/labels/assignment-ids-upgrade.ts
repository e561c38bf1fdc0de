import type { DocumentCollection } from '@kizuna/platform/documents';
import { assignmentId, type LabelAssignmentRecord } from './label-record.js';

const BATCH = 1000;

/**
 * Format 5 of the projects service's documents: the assignments kept in `label_assignments` (ids of
 * label and account) move to `label_assignments_v2` with ids of team, label and account. A batch is
 * written before it is removed from the old collection, and one already there is not written twice,
 * so an upgrade stopped half way finishes on the next start. Answers how many were moved.
 */
export async function moveAssignmentsToTeamIds(
  from: DocumentCollection<LabelAssignmentRecord>,
  to: DocumentCollection<LabelAssignmentRecord>,
): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await from.find({}, { limit: BATCH });
    if (batch.length === 0) return moved;
    const records = batch.map((a) => ({ ...a, _id: assignmentId(a.team, a.label_id, a.account) }));
    const present = new Set(
      (await to.find({ _id: { $in: records.map((r) => r._id) } }, { projection: { _id: 1 } })).map((r) => r._id),
    );
    const fresh = records.filter((r) => !present.has(r._id));
    if (fresh.length > 0) await to.insertMany(fresh);
    await from.deleteMany({ _id: { $in: batch.map((a) => a._id) } });
    moved += fresh.length;
  }
}
