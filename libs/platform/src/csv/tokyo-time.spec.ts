import { describe, expect, it } from '@jest/globals';
import { formatTokyo, tokyoDateStamp } from '@kizuna/platform/csv';

describe('Tokyo times', () => {
  it('shows UTC instants in Asia/Tokyo and dates files by the Tokyo day', () => {
    expect(formatTokyo(Date.parse('2026-02-28T15:00:00Z'))).toBe('2026/03/01 00:00:00');
    expect(formatTokyo(Date.parse('2026-02-28T14:59:59Z'))).toBe('2026/02/28 23:59:59');
    expect(formatTokyo(null)).toBe('');
    expect(tokyoDateStamp(Date.parse('2026-12-31T15:00:00Z'))).toBe('20270101');
    expect(tokyoDateStamp(Date.parse('2026-12-31T14:59:59Z'))).toBe('20261231');
  });
});
