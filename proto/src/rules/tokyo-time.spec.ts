import { describe, expect, it } from '@jest/globals';
import { formatTokyo, lastSevenTokyoDays, tokyoDayStart } from './tokyo-time.js';

describe('Tokyo time rules', () => {
  it('starts the Tokyo day at 15:00 UTC the day before', () => {
    // 2026-03-01 23:30 UTC is 2026-03-02 08:30 in Tokyo.
    expect(new Date(tokyoDayStart(Date.UTC(2026, 2, 1, 23, 30))).toISOString()).toBe('2026-03-01T15:00:00.000Z');
    // 14:59 UTC is still the previous Tokyo day (23:59 there).
    expect(new Date(tokyoDayStart(Date.UTC(2026, 2, 1, 14, 59))).toISOString()).toBe('2026-02-28T15:00:00.000Z');
  });

  it('defaults to the last 7 Tokyo days, both ends included', () => {
    const { fromMs, toMs } = lastSevenTokyoDays(Date.UTC(2026, 2, 1, 23, 30));
    expect(formatTokyo(fromMs)).toBe('2026/02/24 00:00:00');
    expect(formatTokyo(toMs)).toBe('2026/03/02 23:59:59');
    expect(toMs - fromMs + 1).toBe(7 * 86_400_000);
  });

  it('formats in Tokyo and leaves a missing time empty', () => {
    expect(formatTokyo(Date.UTC(2025, 11, 31, 15, 0, 5))).toBe('2026/01/01 00:00:05');
    expect([formatTokyo(null), formatTokyo(undefined), formatTokyo(Number.NaN)]).toEqual(['', '', '']);
  });
});
