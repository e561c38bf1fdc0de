import { describe, expect, it } from '@jest/globals';
import { discsTooClose, packDiscs, type Disc } from './pack-discs';

function noneTooClose(discs: readonly Disc[], gap: number): boolean {
  for (let i = 0; i < discs.length; i++)
    for (let j = i + 1; j < discs.length; j++) if (discsTooClose(discs[i], discs[j], gap)) return false;
  return true;
}

describe('packDiscs', () => {
  it('moves overlapping discs apart with the gap between them, radii kept', () => {
    // Six communities piled near one spot, as the server's layout can place them.
    const discs = [
      { x: 0, y: 0, r: 120 },
      { x: 30, y: 10, r: 90 },
      { x: -20, y: 40, r: 60 },
      { x: 10, y: -30, r: 40 },
      { x: 50, y: 50, r: 20 },
      { x: -40, y: -10, r: 10 },
    ];
    expect(noneTooClose(discs, 0)).toBe(false);
    const packed = packDiscs(discs, 12);
    expect(noneTooClose(packed, 12)).toBe(true);
    expect(packed.map((d) => d.r)).toEqual(discs.map((d) => d.r));
    // The largest stays put.
    expect(packed[0]).toEqual({ x: 0, y: 0, r: 120 });
  });

  it('packs tightly: the pack spans far less than a row of the discs would', () => {
    const discs = Array.from({ length: 12 }, (_, i) => ({ x: i, y: 0, r: 50 }));
    const packed = packDiscs(discs, 5);
    expect(noneTooClose(packed, 5)).toBe(true);
    const span = Math.max(...packed.map((d) => d.x + d.r)) - Math.min(...packed.map((d) => d.x - d.r));
    expect(span).toBeLessThan(12 * 105 * 0.5);
  });

  it('stretches the pack to a wide pane', () => {
    const discs = Array.from({ length: 9 }, (_, i) => ({ x: 0, y: i, r: 40 }));
    const extent = (packed: Disc[]) => {
      const w = Math.max(...packed.map((d) => d.x + d.r)) - Math.min(...packed.map((d) => d.x - d.r));
      const h = Math.max(...packed.map((d) => d.y + d.r)) - Math.min(...packed.map((d) => d.y - d.r));
      return w / h;
    };
    const wide = packDiscs(discs, 5, 2.2);
    expect(noneTooClose(wide, 5)).toBe(true);
    expect(extent(wide)).toBeGreaterThan(1.5);
    expect(extent(wide)).toBeGreaterThan(extent(packDiscs(discs, 5, 1)));
  });

  it('keeps a disc on the side it was on', () => {
    const packed = packDiscs(
      [
        { x: 0, y: 0, r: 100 },
        { x: -10, y: 0, r: 50 },
      ],
      10,
    );
    expect(packed[1].x).toBeCloseTo(-160);
    expect(packed[1].y).toBeCloseTo(0);
  });

  it('is deterministic and handles none or one', () => {
    const discs = [
      { x: 3, y: 4, r: 30 },
      { x: 5, y: 4, r: 30 },
      { x: 4, y: 6, r: 30 },
    ];
    expect(packDiscs(discs, 4)).toEqual(packDiscs(discs, 4));
    expect(packDiscs([], 4)).toEqual([]);
    expect(packDiscs([{ x: 7, y: 8, r: 9 }], 4)).toEqual([{ x: 7, y: 8, r: 9 }]);
  });
});
