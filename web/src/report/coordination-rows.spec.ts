import { describe, expect, it } from '@jest/globals';
import { coordinationAnswer } from '../../test/coordination-answer';
import { coordinationRows, REPORT_MEMBERS_NAMED } from './coordination-rows';

const names = (id: number) => ['', 'ラーメン好き', 'Baseball fans'][id] ?? String(id);

describe('coordinationRows', () => {
  it('has no row when the project has no coordinated group', () => {
    expect(coordinationRows(coordinationAnswer(0), names)).toEqual([]);
  });

  it('names one group’s members by co-actions, its items, share and communities by name', () => {
    expect(coordinationRows(coordinationAnswer(1), names)).toEqual([
      {
        groupId: 1,
        size: 3,
        members: ['bot_b (4)', 'bot_c (4)', 'bot_a (3)'],
        moreMembers: 0,
        items: 4,
        share: 0.92,
        communities: ['ラーメン好き', 'Baseball fans'],
      },
    ]);
  });

  it('keeps the top groups in the answer’s order and names at most a dozen members of each', () => {
    const one = coordinationAnswer(1).groups[0];
    const big = {
      ...one,
      group_id: 2,
      members: Array.from({ length: 20 }, (_, i) => ({ ...one.members[0], node_id: `m${String(i).padStart(2, '0')}` })),
    };
    const answer = { ...coordinationAnswer(1), groups: [big, one, one, one, one, one, one] };
    const rows = coordinationRows(answer, names, 5);
    expect(rows.map((r) => r.groupId)).toEqual([2, 1, 1, 1, 1]);
    expect(rows[0].members).toHaveLength(REPORT_MEMBERS_NAMED);
    expect(rows[0].moreMembers).toBe(20 - REPORT_MEMBERS_NAMED);
    expect(rows[0].communities).toEqual(['ラーメン好き']);
  });
});
