import { describe, expect, it } from '@jest/globals';
import { appliedLogRange, isInvertedLogRange } from './applied-log-range';

const previous = { start: '2026-03-01 00:00', end: '2026-03-07 23:59' };

describe('appliedLogRange', () => {
  it('takes a whole, real, ordered range', () => {
    expect(appliedLogRange({ start: '2026-02-01 00:00', end: '2026-02-28 23:59' }, previous)).toEqual({
      start: '2026-02-01 00:00',
      end: '2026-02-28 23:59',
    });
  });

  it('keeps the previous range while typing, for impossible dates and for a start after the end', () => {
    expect(appliedLogRange({ start: '2026-02-0', end: previous.end }, previous)).toBe(previous);
    expect(appliedLogRange({ start: '2026-02-30 00:00', end: previous.end }, previous)).toBe(previous);
    expect(appliedLogRange({ start: '2026-03-08 00:00', end: previous.end }, previous)).toBe(previous);
    expect(appliedLogRange({ ...previous }, previous)).toBe(previous);
  });

  it('calls a range inverted only when both ends are whole, real times and the start is after the end', () => {
    expect(isInvertedLogRange({ start: '2026-03-08 00:00', end: previous.end })).toBe(true);
    expect(isInvertedLogRange({ start: '2026-03-07 23:59', end: previous.end })).toBe(false);
    expect(isInvertedLogRange({ start: '2026-03-0', end: previous.end })).toBe(false);
    expect(isInvertedLogRange({ start: '2026-02-30 00:00', end: '2026-02-01 00:00' })).toBe(false);
  });
});
