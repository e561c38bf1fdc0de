import { ErrorCode } from '@kizuna/platform/errors';
import { describe, expect, it } from '@jest/globals';
import { MappingError } from './mapping-error.js';
import type { ColumnMapping } from './types.js';
import type { ColumnDates } from './date-order-tally.js';
import { validateMapping } from './validate-mapping.js';

const base: ColumnMapping = { time: 0, author: 1, contents: 2, followers: -1, others: [-1, -1, -1, -1, -1] };

function failure(mapping: ColumnMapping, headerCount = 10): MappingError {
  try {
    validateMapping(mapping, headerCount);
  } catch (error) {
    if (error instanceof MappingError) return error;
    throw error;
  }
  throw new Error('expected a MappingError');
}

describe('validateMapping', () => {
  it('drops unused Other slots and reports no followers as null', () => {
    expect(validateMapping({ ...base, others: [-1, 5, -1, 3, -1] }, 6)).toEqual({
      time: 0,
      author: 1,
      contents: 2,
      followers: null,
      others: [5, 3],
      dateOrder: null,
    });
  });

  it('keeps a mapped follower column', () => {
    expect(validateMapping({ time: 3, author: 0, contents: 1, followers: 2, others: [] }, 4)).toEqual({
      time: 3,
      author: 0,
      contents: 1,
      followers: 2,
      others: [],
      dateOrder: null,
    });
  });

  it('takes the date order the column decided, else the user answer, else refuses', () => {
    const m = { time: 0, author: 1, contents: 2, followers: -1, others: [] };
    const none: ColumnDates = { order: 'none', samples: [] };
    expect(validateMapping(m, 3, [{ order: 'day_first', samples: [] }, none, none]).dateOrder).toBe('day_first');
    const ambiguous: ColumnDates[] = [{ order: 'ambiguous', samples: ['8/6/15 17:44'] }, none, none];
    expect(validateMapping({ ...m, dateOrder: 'month_first' }, 3, ambiguous).dateOrder).toBe('month_first');
    expect(() => validateMapping(m, 3, ambiguous)).toThrow(
      expect.objectContaining({ code: 'errors.date_order_required', params: { samples: '8/6/15 17:44' } }),
    );
  });

  it('lists every missing required role in the order Time, AuthorId, Contents', () => {
    const error = failure({ ...base, time: -1, contents: -1 });
    expect(error.code).toBe(ErrorCode.MissingColumns);
    expect(error.detail.missing).toEqual(['Time', 'Contents']);
    expect(error.params).toEqual({ columns: 'Time, Contents' });
    expect(error.message).toBe('[Time, Contents] must be selected.');
    expect(failure({ time: -1, author: -1, contents: -1, followers: -1, others: [] }).detail.missing).toEqual([
      'Time',
      'AuthorId',
      'Contents',
    ]);
  });

  it('accepts five Other columns and rejects a sixth', () => {
    expect(validateMapping({ ...base, others: [3, 4, 5, 6, 7] }, 8).others).toEqual([3, 4, 5, 6, 7]);
    const error = failure({ ...base, others: [3, 4, 5, 6, 7, 8] });
    expect(error.code).toBe(ErrorCode.TooManyOthers);
    expect(error.detail.others).toBe(6);
    // The spec's own key for this case (§5).
    expect(error.code).toBe('errors.please_select_5_others');
  });

  it('rejects a column used by two roles or listed twice as Other', () => {
    expect(failure({ ...base, followers: 1 }).detail).toEqual({ column: 1 });
    expect(failure({ ...base, followers: 1 }).code).toBe(ErrorCode.DuplicateColumn);
    expect(failure({ ...base, others: [4, 4] }).detail).toEqual({ column: 4 });
    expect(failure({ ...base, others: [2] }).detail).toEqual({ column: 2 });
  });

  it('rejects indexes outside the header or not whole numbers', () => {
    expect(failure({ ...base, contents: 3 }, 3).detail).toEqual({ column: 3 });
    expect(failure({ ...base, contents: 3 }, 3).code).toBe(ErrorCode.ColumnOutOfRange);
    expect(failure({ ...base, followers: -2 }).detail).toEqual({ column: -2 });
    expect(failure({ ...base, others: [1.5] }).code).toBe(ErrorCode.ColumnOutOfRange);
    expect(failure({ ...base, time: Number.NaN }).code).toBe(ErrorCode.ColumnOutOfRange);
  });
});
