import { describe, expect, it } from '@jest/globals';
import { coordinationRings, ringRadius, RING_GAP_PX } from './coordination-rings';
import { LOOK } from './view-plan';

const users = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];

describe('coordinationRings', () => {
  it('rings nobody while the switch is off, or when the project has no coordinated account', () => {
    const looks = new Uint8Array(4);
    expect(coordinationRings(users, null, looks)).toEqual({ normal: [], grey: [] });
    expect(coordinationRings(users, new Set(), looks)).toEqual({ normal: [], grey: [] });
  });

  it('rings the members that are drawn, greyed ones apart, and never a hidden one', () => {
    const looks = Uint8Array.from([LOOK.normal, LOOK.grey, LOOK.hidden, LOOK.lit]);
    const rings = coordinationRings(users, new Set(['a', 'b', 'c', 'd', 'not-drawn']), looks);
    expect(rings).toEqual({ normal: [0, 3], grey: [1] });
  });

  it('rings only members: one group of one pair among four users', () => {
    const rings = coordinationRings(users, new Set(['b', 'd']), new Uint8Array(4));
    expect(rings).toEqual({ normal: [1, 3], grey: [] });
  });
});

describe('ringRadius', () => {
  it('keeps the gap a few screen pixels at any zoom', () => {
    expect(ringRadius(6, 1)).toBe(6 + RING_GAP_PX);
    expect(ringRadius(6, 2)).toBe(6 + RING_GAP_PX / 2);
    expect(ringRadius(-1, 0.5)).toBe(RING_GAP_PX * 2);
  });
});
