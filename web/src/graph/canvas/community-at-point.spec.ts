import { describe, it, expect } from '@jest/globals';
import { communityAtPoint } from './community-at-point';

const circles = [
  { cluster_id: 1, x: 0, y: 0, size: 100 },
  { cluster_id: 2, x: 300, y: 0, size: 50 },
];

describe('communityAtPoint', () => {
  it('finds the circle that contains the point, edge included', () => {
    expect(communityAtPoint(circles, { x: 10, y: -20 })).toBe(1);
    expect(communityAtPoint(circles, { x: 100, y: 0 })).toBe(1);
    expect(communityAtPoint(circles, { x: 330, y: 40 })).toBe(2);
  });

  it('returns null on the empty stage', () => {
    expect(communityAtPoint(circles, { x: 200, y: 0 })).toBeNull();
    expect(communityAtPoint([], { x: 0, y: 0 })).toBeNull();
  });

  it('prefers the relatively closer centre where circles overlap', () => {
    const overlapping = [
      { cluster_id: 1, x: 0, y: 0, size: 100 },
      { cluster_id: 2, x: 90, y: 0, size: 20 },
    ];
    expect(communityAtPoint(overlapping, { x: 88, y: 0 })).toBe(2);
    expect(communityAtPoint(overlapping, { x: 75, y: 0 })).toBe(1);
  });
});
