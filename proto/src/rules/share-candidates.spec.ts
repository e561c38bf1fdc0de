import { describe, expect, it } from '@jest/globals';
import { shareCandidates } from './share-candidates.js';

const found = [
  { email: 'ann@a.example', supplierCode: 'A' },
  { email: 'anna@b.example', supplierCode: 'B' },
  { email: 'annika@none.example', supplierCode: '' },
  ...Array.from({ length: 12 }, (_, i) => ({ email: `anne${i}@a.example`, supplierCode: 'A' })),
];

describe('shareCandidates', () => {
  it("lists only the caller's company code, ten at most", () => {
    const listed = shareCandidates('Ann', { isAdmin: false, supplierCode: 'A' }, found);
    expect(listed).toHaveLength(10);
    expect(listed.every((e) => e.endsWith('@a.example'))).toBe(true);
  });

  it('shows an account without a code only others without one, and an admin everyone', () => {
    expect(shareCandidates('ann', { isAdmin: false, supplierCode: '' }, found)).toEqual(['annika@none.example']);
    expect(shareCandidates('anna', { isAdmin: true, supplierCode: '' }, found)).toEqual(['anna@b.example']);
  });

  it('lists nothing under three characters', () => {
    expect(shareCandidates(' an ', { isAdmin: true, supplierCode: '' }, found)).toEqual([]);
  });
});
