import { describe, expect, it } from '@jest/globals';
import { placeNames, type NamePlacement } from './place-names';

// Users 0..3, most central first; 0 and 1 on top of each other, 2 apart, 3 off screen.
const base: NamePlacement = {
  order: Uint32Array.from([0, 1, 2, 3]),
  positions: Float32Array.from([50, 50, 52, 51, 200, 50, 900, 50]),
  transform: { ax: 1, bx: 0, ay: 1, by: 0 },
  width: 400,
  height: 200,
  widthOf: () => 40,
  hidden: null,
  max: 10,
  measured: 100,
  lineHeight: 14,
  gap: 2,
};

describe('placeNames', () => {
  it('names the most central users on screen without overlapping names', () => {
    expect(placeNames(base).map((p) => p.user)).toEqual([0, 2]);
  });

  it('names a less central user once zoomed in far enough that it stands apart', () => {
    const zoomed = placeNames({ ...base, transform: { ax: 20, bx: -950, ay: 20, by: -950 } });
    expect(zoomed.map((p) => p.user)).toEqual([0, 1]);
  });

  it('stops at the most it may write and skips users not drawn', () => {
    expect(placeNames({ ...base, max: 1 }).map((p) => p.user)).toEqual([0]);
    expect(placeNames({ ...base, hidden: Uint8Array.from([1, 0, 0, 0]) }).map((p) => p.user)).toEqual([1, 2]);
  });

  it('measures no name a placed one covers, and at most `measured` names', () => {
    // 1,000 users on one spot under user 0's name, then one apart.
    const n = 1002;
    const positions = new Float32Array(2 * n).fill(50);
    [positions[2 * 1001], positions[2 * 1001 + 1]] = [300, 120];
    const order = Uint32Array.from({ length: n }, (_, u) => u);
    const measured: number[] = [];
    const widthOf = (u: number) => {
      measured.push(u);
      return 40;
    };
    const placed = placeNames({ ...base, order, positions, widthOf });
    expect(placed.map((p) => p.user)).toEqual([0, 1001]);
    expect(measured).toEqual([0, 1001]);
    expect(placeNames({ ...base, order, positions, widthOf, measured: 1 }).map((p) => p.user)).toEqual([0]);
  });

  it('writes no name over a box already written (a community name)', () => {
    // User 0's name would go at x 30..70, y 59..73; a community name lies there.
    const taken = [{ left: 20, top: 55, width: 60, height: 17 }];
    expect(placeNames({ ...base, taken }).map((p) => p.user)).toEqual([2]);
  });
});
