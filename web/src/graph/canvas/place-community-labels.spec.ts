import { describe, it, expect } from '@jest/globals';
import { labelsOverlap, placeCommunityLabels, shorten } from './place-community-labels';

/** A fixed-pitch font: 8 units per code point, so widths are predictable. */
const measure = (text: string): number => Array.from(text).length * 8;

describe('shorten', () => {
  it('keeps a label that fits and cuts a long one at whole code points with an ellipsis', () => {
    expect(shorten('#料理', 100, measure)).toBe('#料理');
    const cut = shorten('#料理 · 弁当 · #analysis', 64, measure);
    expect(cut).toBe('#料理 · 弁…');
    expect(measure(cut)).toBeLessThanOrEqual(64);
  });
});

describe('placeCommunityLabels', () => {
  it('moves a label that would sit on its neighbour’s to another free spot', () => {
    // Two discs side by side whose names may be 120 wide (the readable minimum) with centres 90
    // apart: above both, the names would collide.
    const discs = [
      { x: 0, y: 0, r: 40, label: 'aaaaaaaaaaaaaaaaaaaa' },
      { x: 90, y: 0, r: 40, label: 'bbbbbbbbbbbbbbbbbbbb' },
    ];
    const placed = placeCommunityLabels(discs, 13, measure, 120);
    expect(placed.every((p) => p.shown)).toBe(true);
    expect(labelsOverlap(placed[0], placed[1])).toBe(false);
    expect(placed[0].y).not.toBe(placed[1].y);
    expect(placed[0].full).toBe('aaaaaaaaaaaaaaaaaaaa');
    expect(placed[0].text.endsWith('…')).toBe(true);
  });

  it('gives a small community at least the minimum readable width', () => {
    const placed = placeCommunityLabels([{ x: 0, y: 0, r: 5, label: '#とても長いコミュニティ名' }], 13, measure, 80);
    expect(placed[0].width).toBeGreaterThan(10);
    expect(placed[0].width).toBeLessThanOrEqual(80);
  });

  it('leaves no two shown labels overlapping in a crowded ring of discs', () => {
    const discs = Array.from({ length: 12 }, (_, i) => ({
      x: Math.cos((i * Math.PI) / 6) * 60,
      y: Math.sin((i * Math.PI) / 6) * 60,
      r: 15 + i,
      label: `community ${i} with a long name`,
    }));
    const placed = placeCommunityLabels(discs, 13, measure, 60);
    for (let a = 0; a < placed.length; a++)
      for (let b = a + 1; b < placed.length; b++) expect(labelsOverlap(placed[a], placed[b])).toBe(false);
    // The largest disc is placed first and keeps the spot above it.
    expect(placed[11].y).toBeLessThan(discs[11].y - discs[11].r);
  });
});
