import { describe, expect, it } from '@jest/globals';
import { sortedBy } from './table-view';

describe('sortedBy', () => {
  const view = { page: 3, pageSize: 50, sortKey: 1, ascending: true };
  it('flips the direction of the column already sorted, back on page 0', () => {
    expect(sortedBy(view, 1)).toEqual({ page: 0, pageSize: 50, sortKey: 1, ascending: false });
  });
  it('sorts another column ascending', () => {
    expect(sortedBy({ ...view, ascending: false }, 2)).toEqual({ page: 0, pageSize: 50, sortKey: 2, ascending: true });
  });
});
