import { describe, expect, it } from '@jest/globals';
import { defaultLogRange } from './default-log-range';

describe('defaultLogRange', () => {
  it('runs from 00:00 six days ago to today 23:59 in Tokyo', () => {
    // 2026-03-10 08:00 in Tokyo.
    expect(defaultLogRange(Date.parse('2026-03-09T23:00:00Z'))).toEqual({
      start: '2026-03-04 00:00',
      end: '2026-03-10 23:59',
    });
    // 2026-03-10 00:30 in Tokyo is still 2026-03-09 in UTC.
    expect(defaultLogRange(Date.parse('2026-03-09T15:30:00Z'))).toEqual({
      start: '2026-03-04 00:00',
      end: '2026-03-10 23:59',
    });
  });
});
