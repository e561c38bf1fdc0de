import { describe, it, expect } from '@jest/globals';
import { followerCell } from './follower-cell';

describe('followerCell', () => {
  it('shows a dash for 0, -1 and a missing count', () => {
    expect(followerCell(0)).toBe('-');
    expect(followerCell(-1)).toBe('-');
    expect(followerCell(null)).toBe('-');
    expect(followerCell(undefined)).toBe('-');
  });

  it('shows real counts, grouped by thousands', () => {
    expect(followerCell(1)).toBe('1');
    expect(followerCell(999)).toBe('999');
    expect(followerCell(12345)).toBe('12,345');
  });

  it('shows other negative counts as they are, since only -1 is the unknown marker', () => {
    expect(followerCell(-2)).toBe('-2');
  });
});
