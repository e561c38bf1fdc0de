import { describe, expect, it } from '@jest/globals';
import { COMMUNITY_COLOR_PRESETS, communityColorProblem, communityNameProblem } from './community-style.js';

describe('community style rules', () => {
  it('offers 15 distinct valid presets', () => {
    expect(COMMUNITY_COLOR_PRESETS).toHaveLength(15);
    expect(new Set(COMMUNITY_COLOR_PRESETS).size).toBe(15);
    for (const c of COMMUNITY_COLOR_PRESETS) expect(communityColorProblem(c)).toBeNull();
  });
  it('accepts #rrggbb only', () => {
    expect(communityColorProblem('#A0b1C2')).toBeNull();
    for (const bad of ['', 'red', '#abc', '#abcdefg', 'abcdef', '#ggg000', 'url(x)'])
      expect(communityColorProblem(bad)).toBe('errors.invalid_color');
  });
  it('requires a name and counts code points', () => {
    expect(communityNameProblem('  ')).toBe('errors.cluster_name_required');
    expect(communityNameProblem('政治')).toBeNull();
    expect(communityNameProblem('😀'.repeat(100))).toBeNull();
    expect(communityNameProblem('a'.repeat(101))).toBe('errors.cluster_name_too_long');
  });
});
