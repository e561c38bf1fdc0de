import { describe, expect, it } from '@jest/globals';
import { buildHitGrid, hitTest, segmentDistance } from './hit-grid';

// Three users on a line and one far below; edges a–b and a–d.
const items = {
  x: new Float32Array([0, 100, 200, 0]),
  y: new Float32Array([0, 0, 0, 300]),
  r: new Float32Array([10, 10, 20, 10]),
  source: new Uint32Array([0, 0]),
  target: new Uint32Array([1, 3]),
};
const grid = buildHitGrid(items);
const all = { node: () => true, edge: () => true };

describe('hit grid', () => {
  it('finds the user whose circle holds the point', () => {
    expect(hitTest(grid, items, { x: 195, y: 15 }, 2, all)).toEqual({ node: 2 });
    expect(hitTest(grid, items, { x: 3, y: 298 }, 2, all)).toEqual({ node: 3 });
  });

  it('finds an edge near the point when no user is there, and nothing in the empty space', () => {
    expect(hitTest(grid, items, { x: 50, y: 1.5 }, 2, all)).toEqual({ edge: 0 });
    expect(hitTest(grid, items, { x: -1, y: 150 }, 2, all)).toEqual({ edge: 1 });
    expect(hitTest(grid, items, { x: 150, y: 150 }, 2, all)).toBeNull();
  });

  it('leaves hidden users and edges out', () => {
    expect(hitTest(grid, items, { x: 195, y: 15 }, 2, { node: (i) => i !== 2, edge: () => true })).toBeNull();
    expect(hitTest(grid, items, { x: 50, y: 1 }, 2, { node: () => true, edge: () => false })).toBeNull();
  });

  it('agrees with a scan of every user on random points', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 1000;
    const n = 500;
    const many = {
      x: Float32Array.from({ length: n }, rand),
      y: Float32Array.from({ length: n }, rand),
      r: Float32Array.from({ length: n }, () => 3 + rand() / 100),
      source: new Uint32Array(0),
      target: new Uint32Array(0),
    };
    const g = buildHitGrid(many);
    for (let k = 0; k < 300; k++) {
      const p = { x: rand(), y: rand() };
      let best = -1;
      let bestD = Infinity;
      for (let i = 0; i < n; i++) {
        const d = Math.hypot(p.x - many.x[i], p.y - many.y[i]);
        if (d <= many.r[i] + 1 && d < bestD) [best, bestD] = [i, d];
      }
      expect(hitTest(g, many, p, 1, all)).toEqual(best >= 0 ? { node: best } : null);
    }
  });

  it('measures the distance to a segment, ends included', () => {
    expect(segmentDistance(5, 3, 0, 0, 10, 0)).toBe(3);
    expect(segmentDistance(-4, 3, 0, 0, 10, 0)).toBe(5);
    expect(segmentDistance(1, 1, 2, 2, 2, 2)).toBeCloseTo(Math.SQRT2, 9);
  });
});
