import { describe, it, expect } from '@jest/globals';
import { timeAxisLabel } from './time-axis-label';

const t = Date.UTC(2014, 7, 31, 0, 28, 5);

describe('timeAxisLabel', () => {
  it('shows seconds for spans up to two hours', () => {
    expect(timeAxisLabel(t, 60_000)).toBe('09:28:05');
  });

  it('shows month, day, hour and minute for spans up to three days', () => {
    expect(timeAxisLabel(t, 26 * 3600_000)).toBe('08/31 09:28');
  });

  it('shows the date for longer spans', () => {
    expect(timeAxisLabel(t, 40 * 24 * 3600_000)).toBe('2014/08/31');
  });
});
