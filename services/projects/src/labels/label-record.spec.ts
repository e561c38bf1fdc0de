import { describe, expect, it } from '@jest/globals';
import { NedbDocumentStore } from '@kizuna/platform/documents';
import { assignmentId, labelAssignments, teamAssignments, type LabelAssignmentRecord } from './label-record.js';

function record(team: string, labelId: string, account: string): LabelAssignmentRecord {
  return {
    _id: assignmentId(team, labelId, account),
    team,
    label_id: labelId,
    account,
    note: '',
    by_id: 'u',
    by_name: 'U',
    at: '2026-12-01T00:00:00.000Z',
  };
}

describe('assignment ids: a team or a label is one range of ids', () => {
  // Teams that are prefixes of each other, empty, or hold the separators and characters around them.
  const teams = ['', 'a', 'ab', 'a|b', 'a}', 'a~', 'a%7C', '株式会社', 'A'];
  const labels = ['l1', 'l1x', 'l|2'];
  const accounts = ['x', '|y', '}z', 'ｚ', ''];

  it('finds exactly the team’s and the label’s assignments in the embedded engine', async () => {
    const store = new NedbDocumentStore({ inMemory: true });
    const collection = store.collection<LabelAssignmentRecord>('label_assignments_v2');
    const all = teams.flatMap((t) => labels.flatMap((l) => accounts.map((a) => record(t, l, a))));
    await collection.insertMany(all);
    for (const team of teams) {
      const found = await collection.find(teamAssignments(team));
      expect(found.map((r) => r._id).sort()).toEqual(
        all
          .filter((r) => r.team === team)
          .map((r) => r._id)
          .sort(),
      );
      for (const label of labels) {
        const ofLabel = await collection.find(labelAssignments(team, label));
        expect(ofLabel.map((r) => r._id).sort()).toEqual(
          all
            .filter((r) => r.team === team && r.label_id === label)
            .map((r) => r._id)
            .sort(),
        );
      }
    }
    await store.close();
  });

  it('orders the bounds the same by UTF-16 code units and by UTF-8 bytes (MongoDB’s order)', () => {
    for (const team of teams) {
      const { $gte, $lt } = teamAssignments(team)._id;
      for (const other of teams)
        for (const label of labels)
          for (const account of accounts) {
            const id = assignmentId(other, label, account);
            const inByUnits = id >= $gte && id < $lt;
            const bytes = (s: string) => Buffer.from(s, 'utf8');
            const inByBytes = Buffer.compare(bytes(id), bytes($gte)) >= 0 && Buffer.compare(bytes(id), bytes($lt)) < 0;
            expect([inByUnits, inByBytes]).toEqual([other === team, other === team]);
          }
    }
  });
});
