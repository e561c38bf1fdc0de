import { describe, expect, it } from '@jest/globals';
import { communityBundles } from './community-bundles';
import { relationsInView } from './relations-in-view';

describe('relationsInView', () => {
  // 0 (0,0) – 1 (10,0), 1 – 2 (100,0), 2 – 3 (110,0)
  const positions = Float32Array.from([0, 0, 10, 0, 100, 0, 110, 0]);
  const pairs = Uint32Array.from([0, 1, 1, 2, 2, 3]);

  it('takes the relations with an end in view, none with a hidden end', () => {
    const rect = { x0: -5, y0: -5, x1: 20, y1: 5 };
    expect([...relationsInView(pairs, positions, rect, 10)!]).toEqual([0, 1]);
    expect([...relationsInView(pairs, positions, rect, 10, Uint8Array.from([1, 0, 0, 0]))!]).toEqual([1]);
  });

  it('answers null when the view holds more than the limit', () => {
    expect(relationsInView(pairs, positions, { x0: -5, y0: -5, x1: 200, y1: 5 }, 2)).toBeNull();
  });
});

describe('communityBundles', () => {
  it('counts the relations between each pair of communities, the most related first, at their centres', () => {
    const community = Uint8Array.from([0, 0, 1, 2]);
    const positions = Float32Array.from([0, 0, 2, 0, 10, 10, 20, 20]);
    const { centres, bundles } = communityBundles(3, community, positions, Uint32Array.from([0, 1, 0, 2, 1, 2, 2, 3]));
    expect(bundles).toEqual([
      { a: 0, b: 1, count: 2 },
      { a: 1, b: 2, count: 1 },
    ]);
    expect([...centres]).toEqual([1, 0, 10, 10, 20, 20]);
  });
});
