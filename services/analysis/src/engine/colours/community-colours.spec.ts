import { describe, expect, it } from '@jest/globals';
import { COMMUNITY_COLOURS, communityColour } from './community-colours.js';

describe('community colours', () => {
  it('has 15 distinct hex presets and gives cluster 1 the first, wrapping after 15', () => {
    expect(COMMUNITY_COLOURS).toHaveLength(15);
    expect(new Set(COMMUNITY_COLOURS).size).toBe(15);
    expect(COMMUNITY_COLOURS.every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
    expect(communityColour(1)).toBe(COMMUNITY_COLOURS[0]);
    expect(communityColour(12)).toBe(COMMUNITY_COLOURS[11]);
    expect(communityColour(16)).toBe(COMMUNITY_COLOURS[0]);
  });
});
