import { describe, expect, it } from '@jest/globals';
import { labelRings } from './label-rings';
import { LOOK } from './view-plan';

describe('labelRings', () => {
  const users = [{ id: 'alice' }, { id: 'bob' }, { id: 'carol' }, { id: 'dave' }];
  const looks = Uint8Array.from([LOOK.normal, LOOK.grey, LOOK.hidden, LOOK.normal]);

  it('rings labelled users in their colour, greyed ones apart, hidden ones not', () => {
    const colors = new Map([
      ['alice', '#e6194b'],
      ['bob', '#e6194b'],
      ['carol', '#4363d8'],
      ['dave', '#4363d8'],
    ]);
    const rings = labelRings(users, colors, looks);
    expect([...rings.byColor]).toEqual([
      ['#e6194b', [0]],
      ['#4363d8', [3]],
    ]);
    expect(rings.grey).toEqual([1]);
  });

  it('rings nobody when the switch is off', () => {
    expect(labelRings(users, null, looks)).toEqual({ byColor: new Map(), grey: [] });
  });
});
