import { describe, expect, it } from '@jest/globals';
import { placeCommunityNames, type CommunityNamePlacement } from './community-names';

// Communities 0..3: 0 and 1 at one spot, 2 apart, 3 off screen.
const base: CommunityNamePlacement = {
  centres: Float64Array.from([100, 100, 100, 100, 300, 100, 900, 100]),
  names: ['政治', 'Sports fans', 'ラーメン好き', 'far'],
  transform: { ax: 1, bx: 0, ay: 1, by: 0 },
  width: 400,
  height: 200,
  fontSize: 14,
  maxWidth: 120,
  measure: (text) => 10 * Array.from(text).length,
  order: [0, 1, 2, 3],
};

const overlap = (a: { left: number; top: number; width: number; height: number }, b: typeof a) =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

describe('placeCommunityNames', () => {
  it('writes each name on screen near its centre, none over another, ja and en', () => {
    const placed = placeCommunityNames(base);
    expect(placed.map((p) => [p.community, p.text])).toEqual([
      [0, '政治'],
      [1, 'Sports fans'],
      [2, 'ラーメン好き'],
    ]);
    for (const a of placed) for (const b of placed) if (a !== b) expect(overlap(a, b)).toBe(false);
    // Above the centre first: 0's name is just over (100, 100).
    expect(placed[0].left + placed[0].width / 2).toBe(100);
    expect(placed[0].top + placed[0].height).toBeLessThan(100);
  });

  it('shortens a long name, leaves out one with no free spot, and names none without a name', () => {
    const crowded = placeCommunityNames({
      ...base,
      centres: Float64Array.from([100, 100, 100, 100, 100, 100, 300, 100]),
      names: ['a'.repeat(30), 'bb', 'cc', ''],
    });
    expect(crowded.map((p) => p.community)).toEqual([0, 1, 2]);
    expect(crowded[0].text.endsWith('…')).toBe(true);
    expect(crowded[0].width).toBeLessThanOrEqual(120);
    const four = placeCommunityNames({
      ...base,
      centres: Float64Array.from([100, 100, 100, 100, 100, 100, 100, 100]),
      names: ['a', 'b', 'c', 'd'],
    });
    expect(four.map((p) => p.community)).toEqual([0, 1, 2]);
  });
});
