import { describe, expect, it } from '@jest/globals';
import { COMMUNITY_COLORS, communityColor } from './community-colors.js';

describe('community colors', () => {
  it('has 15 distinct hex presets and gives cluster 1 the first, wrapping after 15', () => {
    expect(COMMUNITY_COLORS).toHaveLength(15);
    expect(new Set(COMMUNITY_COLORS).size).toBe(15);
    expect(COMMUNITY_COLORS.every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
    expect(communityColor(1)).toBe(COMMUNITY_COLORS[0]);
    expect(communityColor(12)).toBe(COMMUNITY_COLORS[11]);
    expect(communityColor(16)).toBe(COMMUNITY_COLORS[0]);
  });
});
