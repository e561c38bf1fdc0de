import { describe, expect, it } from '@jest/globals';
import type { UploadResult } from '@kizuna/http-api';
import { ambiguousTimeSamples, readYearLast } from './date-order';

describe('readYearLast', () => {
  it('reads a US-style Excel time both ways', () => {
    expect(readYearLast('8/6/15 17:44', 'month_first')).toBe('2015/08/06 17:44');
    expect(readYearLast('8/6/15 17:44', 'day_first')).toBe('2015/06/08 17:44');
    expect(readYearLast('06/08/2015 5:44 PM', 'day_first')).toBe('2015/08/06 17:44');
    expect(readYearLast('1/2/99', 'month_first')).toBe('1999/01/02 00:00');
  });

  it('answers null for a day that does not exist that way', () => {
    expect(readYearLast('2/30/15 10:00', 'month_first')).toBeNull();
    expect(readYearLast('13/1/15', 'month_first')).toBeNull();
    expect(readYearLast('not a date', 'day_first')).toBeNull();
  });
});

describe('ambiguousTimeSamples', () => {
  const upload = {
    date_columns: [
      { order: 'none', samples: [] },
      { order: 'ambiguous', samples: ['8/6/15 17:44', '1/2/15 9:00'] },
    ],
  } as unknown as UploadResult;

  it('asks only when the column mapped to Time is ambiguous', () => {
    expect(ambiguousTimeSamples(upload, ['author', 'time'])).toEqual(['8/6/15 17:44', '1/2/15 9:00']);
    expect(ambiguousTimeSamples(upload, ['time', 'contents'])).toBeNull();
    expect(ambiguousTimeSamples(upload, ['author', 'contents'])).toBeNull();
  });
});
