import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from './error-code.js';
import { timeWindowError } from './time-window-error.js';

describe('timeWindowError', () => {
  it('accepts a window whose end is not before its start, a single instant included', () => {
    expect(timeWindowError(1_700_000_000_000, 1_700_000_060_000)).toBeNull();
    expect(timeWindowError(5, 5)).toBeNull();
  });

  it('refuses an end before the start, and ends that are not finite, naming both', () => {
    const error = timeWindowError(10, 9);
    expect(error?.code).toBe(ErrorCode.TimeWindowInvalid);
    expect(error?.params).toEqual({ date_start: '10', date_end: '9' });
    expect(timeWindowError(Number.NaN, 9)?.code).toBe(ErrorCode.TimeWindowInvalid);
    expect(timeWindowError(0, Number.POSITIVE_INFINITY)?.code).toBe(ErrorCode.TimeWindowInvalid);
  });
});
