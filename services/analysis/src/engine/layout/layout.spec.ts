import { describe, expect, it } from '@jest/globals';
import { layoutCommunities } from './community-layout.js';
import { placeEveryone } from './place-everyone.js';
import { packCircles } from './pack-circles.js';
import { selectDisplayed } from './select-displayed.js';

describe('packCircles', () => {
  it('places circles without overlap, the first at the origin', () => {
    const radii = [100, 80, 60, 60, 30, 30, 30, 10, 10, 10, 5, 5];
    const circles = packCircles(radii, 10);
    expect(circles[0]).toEqual({ x: 0, y: 0, r: 100 });
    for (let i = 0; i < circles.length; i++) {
      expect(circles[i].r).toBe(radii[i]);
      for (let j = 0; j < i; j++) {
        expect(Math.hypot(circles[i].x - circles[j].x, circles[i].y - circles[j].y)).toBeGreaterThanOrEqual(
          circles[i].r + circles[j].r + 10 - 1e-6,
        );
      }
    }
  });

  it('puts the second circle right next to the first', () => {
    const [, second] = packCircles([50, 20], 5);
    expect(Math.hypot(second.x, second.y)).toBeCloseTo(75, 9);
  });
});

describe('selectDisplayed', () => {
  const assignment = Int32Array.of(0, 0, 0, 0, 0, 0, 1, 1, 1, 2);
  const pagerank = Float64Array.of(0.1, 0.3, 0.2, 0.05, 0.15, 0.02, 0.01, 0.09, 0.04, 0.04);
  const degree = new Int32Array(10);

  it('keeps everyone, most central first, when all fit', () => {
    expect(selectDisplayed(assignment, pagerank, degree, 3, 10)).toEqual([[1, 2, 4, 0, 3, 5], [7, 8, 6], [9]]);
  });

  it('shares the cap by community size, at least one each', () => {
    // Cap 5: one each, then 2 spare over the rest (5, 2, 0): shares 1.43 and 0.57, so community 0
    // gets 1 whole and community 1 the last by its larger remainder.
    const shown = selectDisplayed(assignment, pagerank, degree, 3, 5);
    expect(shown).toEqual([[1, 2], [7, 8], [9]]);
    expect(shown.flat()).toHaveLength(5);
  });
});

describe('layoutCommunities', () => {
  it('places every drawn member inside its community circle and no one else', () => {
    const displayed = [[0, 1, 2, 3, 4], [5, 6], [7]];
    const layout = layoutCommunities({ sizes: [50, 20, 1], displayed, users: 9 });
    displayed.forEach((list, c) => {
      for (const u of list) {
        expect(Math.hypot(layout.x[u] - layout.circles[c].x, layout.y[u] - layout.circles[c].y)).toBeLessThanOrEqual(
          layout.circles[c].r,
        );
      }
    });
    expect(layout.x[8]).toBeNaN();
    // Area ∝ membership: radius grows with √size.
    expect(layout.circles[0].r).toBeGreaterThan(layout.circles[1].r);
    expect(layout.circles[1].r).toBeGreaterThan(layout.circles[2].r);
    // The most central member sits nearest the centre.
    const distance = (u: number): number =>
      Math.hypot(layout.x[u] - layout.circles[0].x, layout.y[u] - layout.circles[0].y);
    expect(distance(0)).toBeLessThan(Math.min(distance(1), distance(2), distance(3), distance(4)));
  });
});

describe('placeEveryone', () => {
  it('keeps drawn users where they are and puts every other user inside their community circle', () => {
    const assignment = Int32Array.of(0, 0, 0, 0, 1, 1, 1);
    const displayed = [[0, 1], [4]];
    const layout = layoutCommunities({ sizes: [4, 3], displayed, users: 7 });
    const { x, y } = placeEveryone(layout, assignment);
    for (const u of [0, 1, 4]) expect([x[u], y[u]]).toEqual([layout.x[u], layout.y[u]]);
    for (let u = 0; u < 7; u++) {
      const circle = layout.circles[assignment[u]];
      expect(Number.isNaN(x[u])).toBe(false);
      expect(Math.hypot(x[u] - circle.x, y[u] - circle.y)).toBeLessThanOrEqual(circle.r + 1e-9);
    }
  });
});
