import { describe, expect, it } from '@jest/globals';
import { DateOrderTally } from './date-order-tally.js';

const tally = (rows: string[][]) => {
  const t = new DateOrderTally(rows[0].length);
  for (const row of rows) t.add(row);
  return t.result();
};

describe('DateOrderTally', () => {
  it('decides each column from all its values: a field above 12 anywhere settles the order', () => {
    const rows = [
      ['8/6/15 17:44', '06/08/2015', 'x', '2015-08-06'],
      ['8/7/15 09:00', '07/08/2015', 'y', '2015-08-07'],
      ['8/13/15 10:00', '13/08/2015', 'z', '2015-08-13'],
    ];
    expect(tally(rows).map((c) => c.order)).toEqual(['month_first', 'day_first', 'none', 'none']);
  });

  it('leaves a column ambiguous when no value settles it, with three distinct samples', () => {
    const result = tally([['8/6/15 17:44'], ['8/6/15 17:44'], ['8/7/15 9:54'], [' 8/7/15 9:55'], ['8/7/15 9:56']]);
    expect(result).toEqual([{ order: 'ambiguous', samples: ['8/6/15 17:44', '8/7/15 9:54', '8/7/15 9:55'] }]);
  });

  it('follows the majority when the values disagree', () => {
    expect(tally([['13/1/2015'], ['14/1/2015'], ['1/13/2015']])[0].order).toBe('day_first');
  });

  it('ignores numbers and short rows', () => {
    expect(tally([['12', '3'], ['1.5']]).map((c) => c.order)).toEqual(['none', 'none']);
  });
});
