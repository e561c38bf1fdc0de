import { describe, it, expect } from '@jest/globals';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('shows a dash for unknown follower counts', () => {
    expect([null, undefined, 0, -1, Number.NaN].map(formatCount)).toEqual(['-', '-', '-', '-', '-']);
  });

  it('groups thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(42)).toBe('42');
  });
});
