import { describe, it, expect } from '@jest/globals';
import { formatTokyo } from './format-tokyo';

describe('formatTokyo', () => {
  it('shifts UTC to Tokyo (+09:00) and zero-pads every field', () => {
    expect(formatTokyo(Date.UTC(2021, 8, 25, 5, 38, 48))).toBe('2021/09/25 14:38:48');
    expect(formatTokyo(Date.UTC(2024, 0, 2, 3, 4, 5))).toBe('2024/01/02 12:04:05');
  });

  it('rolls over the date, month and year at Tokyo midnight', () => {
    expect(formatTokyo(Date.UTC(2016, 11, 31, 15, 0, 0))).toBe('2017/01/01 00:00:00');
    expect(formatTokyo(Date.UTC(2016, 11, 31, 14, 59, 59))).toBe('2016/12/31 23:59:59');
  });

  it('accepts ISO strings parsed elsewhere only as numbers and returns empty for missing values', () => {
    expect(formatTokyo(Date.parse('2016-11-23T18:40:00Z'))).toBe('2016/11/24 03:40:00');
    expect(formatTokyo(null)).toBe('');
    expect(formatTokyo(undefined)).toBe('');
    expect(formatTokyo(Number.NaN)).toBe('');
  });
});
