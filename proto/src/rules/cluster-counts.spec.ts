import { describe, expect, it } from '@jest/globals';
import { CLUSTER_COUNT_CHOICES, isAllowedK } from './cluster-counts.js';

describe('isAllowedK', () => {
  it('accepts 1 to 12 and every choice the form offers', () => {
    for (const k of [1, 12, ...CLUSTER_COUNT_CHOICES]) expect(isAllowedK(k)).toBe(true);
  });

  it('refuses 0, 13, fractions and NaN', () => {
    for (const k of [0, 13, 2.5, Number.NaN, -3]) expect(isAllowedK(k)).toBe(false);
  });
});
