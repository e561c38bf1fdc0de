import { describe, expect, it } from '@jest/globals';
import { COMMUNITY_COLOR_PRESETS } from '@kizuna/proto/rules';
import { distinctColors } from './series-answer.js';

describe('track colours', () => {
  it('keeps each track its first community colour, and gives a later track with a taken colour a free preset', () => {
    const [blue, orange, green, red] = COMMUNITY_COLOR_PRESETS;
    const tracks = distinctColors([
      { name: 'a', color: blue },
      { name: 'b', color: orange },
      { name: 'c', color: green },
      // Born in the second run as its community 2: the first run's orange.
      { name: 'd', color: orange.toUpperCase() },
      { name: 'e', color: '' },
    ]);
    expect(tracks.map((t) => t.color)).toEqual([blue, orange, green, red, COMMUNITY_COLOR_PRESETS[4]]);
    expect(new Set(tracks.map((t) => t.color.toLowerCase())).size).toBe(tracks.length);
  });

  it('keeps a colour a user chose when no earlier track has it', () => {
    expect(distinctColors([{ color: '#123456' }, { color: '#abcdef' }]).map((t) => t.color)).toEqual([
      '#123456',
      '#abcdef',
    ]);
  });
});
