import { describe, expect, it } from '@jest/globals';
import { reportLabelRows } from './report-label-rows';
import { runLabelIndex } from './run-label-index';

const label = (label_id: string, name: string) => ({
  label_id,
  name,
  color: '#e6194b',
  created_by_name: '',
  created_at: '',
  updated_at: '',
});
const on = (label_id: string, name: string, note = '') => ({
  label_id,
  name,
  color: '#e6194b',
  by_name: '',
  at: '',
  note,
});

describe('reportLabelRows', () => {
  it("lists each label with the run's accounts by name and their notes, leaving out labels no account has", () => {
    const rows = reportLabelRows(
      runLabelIndex({
        labels: [label('b', 'Bot'), label('c', 'Critic'), label('n', 'Newspaper')],
        accounts: [
          { account: 'zed', cluster_id: 1, labels: [on('c', 'Critic', 'loud')] },
          { account: 'alice', cluster_id: 2, labels: [on('b', 'Bot'), on('c', 'Critic')] },
        ],
        total: 2,
      }),
    );
    expect(rows.map((r) => [r.name, r.count, r.accounts])).toEqual([
      ['Bot', 1, [{ account: 'alice', note: '' }]],
      [
        'Critic',
        2,
        [
          { account: 'alice', note: '' },
          { account: 'zed', note: 'loud' },
        ],
      ],
    ]);
  });
});
