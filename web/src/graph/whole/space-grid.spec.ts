import { describe, expect, it } from '@jest/globals';
import { nearestUser, spaceGrid } from './space-grid';
import { wholeGraphFixture } from './whole-graph-fixture';

describe('spaceGrid and nearestUser', () => {
  it('finds, for every user, that user at its own position among 20,000', () => {
    const graph = wholeGraphFixture(20, 1000);
    const grid = spaceGrid(graph.positions);
    for (let u = 0; u < graph.userCount; u += 97) {
      const [x, y] = [graph.positions[2 * u], graph.positions[2 * u + 1]];
      const found = nearestUser(grid, graph.positions, x, y, 0.01);
      expect([graph.positions[2 * found], graph.positions[2 * found + 1]]).toEqual([x, y]);
    }
  });

  it('answers the nearest within the radius, -1 beyond it, and skips users not accepted', () => {
    const positions = Float32Array.from([0, 0, 10, 0, 12, 0]);
    const grid = spaceGrid(positions);
    expect(nearestUser(grid, positions, 11.5, 0, 1)).toBe(2);
    expect(nearestUser(grid, positions, 5, 0, 1)).toBe(-1);
    expect(nearestUser(grid, positions, 11.5, 0, 3, (u) => u !== 2)).toBe(1);
  });
});
