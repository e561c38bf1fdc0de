import { describe, expect, it } from '@jest/globals';
import { packKeys, type LabelAssignmentsReply } from '@kizuna/proto';
import { LABEL_IMPORT_MAX_BYTES } from '@kizuna/proto/rules';
import { labelChangeAnswer, labelFileBytes, runLabelsAnswer } from './label-answers.js';
import { assignmentRows } from './label-messages.js';
import type { TeamAssignmentRows } from './team-assignments.service.js';

const label = (labelId: string, name: string) => ({
  labelId,
  name,
  color: '#e6194b',
  createdByName: 'Ann',
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
});

/** A reply of the projects service's columns: one assignment per [account, label index, note]. */
function reply(rows: Array<[string, number, string]>): LabelAssignmentsReply {
  const packed = packKeys(rows.map(([account]) => account));
  return {
    labels: [label('L1', 'Critic'), label('L2', 'Bot')],
    accountsUtf8: packed.utf8,
    accountEnds: packed.ends,
    labelIndexes: rows.map(([, l]) => l),
    byIndexes: rows.map(() => 0),
    byNames: ['Ann'],
    atMs: rows.map(() => Date.parse('2026-12-02T00:00:00.000Z')),
    noteIndexes: rows.flatMap(([, , note], i) => (note ? [i] : [])),
    notes: rows.flatMap(([, , note]) => (note ? [note] : [])),
  } as unknown as LabelAssignmentsReply;
}

describe('the labels routes’ answers (label-answers.ts)', () => {
  it("answers a run's labels grouped by account, sorted, with their community, one page", () => {
    // The run's assignments as the projects service keeps them (its users only), with their communities.
    const columns = reply([
      ['carol', 0, ''],
      ['alice', 1, ''],
      ['bob', 0, 'press'],
      ['alice', 0, 'writes against us'],
    ]);
    const assignments: TeamAssignmentRows = {
      labels: columns.labels,
      rows: assignmentRows(columns),
      clusterIds: [3, 1, 2, 1],
    };
    const first = runLabelsAnswer(assignments, 0, 2);
    expect(first.data.total).toBe(3);
    expect(first.data.labels.map((l) => l.name)).toEqual(['Critic', 'Bot']);
    expect(first.data.accounts).toEqual([
      {
        account: 'alice',
        cluster_id: 1,
        labels: [
          expect.objectContaining({ label_id: 'L2', name: 'Bot', note: '' }),
          expect.objectContaining({ label_id: 'L1', name: 'Critic', note: 'writes against us', by_name: 'Ann' }),
        ],
      },
      { account: 'bob', cluster_id: 2, labels: [expect.objectContaining({ name: 'Critic', note: 'press' })] },
    ]);
    expect(runLabelsAnswer(assignments, 1, 2).data.accounts.map((a) => a.account)).toEqual(['carol']);
    expect(runLabelsAnswer({ ...assignments, rows: [], clusterIds: [] }, 0, 2).data).toMatchObject({
      accounts: [],
      total: 0,
    });
  });

  it('answers a change with the accounts changed and the names refused', () => {
    expect(labelChangeAnswer('L1', { accounts: ['a', 'b'], refused: 1 })).toEqual({
      data: { label_id: 'L1', changed: 2, refused: 1 },
    });
  });

  it('takes a label file of the byte limit and refuses one byte more (413 errors.label_file_too_large)', () => {
    const at = Buffer.alloc(LABEL_IMPORT_MAX_BYTES, 0x61);
    expect(labelFileBytes(at.toString('base64'))).toHaveLength(LABEL_IMPORT_MAX_BYTES);
    expect(() => labelFileBytes(Buffer.alloc(LABEL_IMPORT_MAX_BYTES + 1).toString('base64'))).toThrow(
      expect.objectContaining({ code: 'errors.label_file_too_large', params: { max: String(LABEL_IMPORT_MAX_BYTES) } }),
    );
  });
});
