import { describe, expect, it } from '@jest/globals';
import { EMAIL_MAX, isEmailAddress } from './email-address.js';

describe('isEmailAddress', () => {
  it('accepts ordinary addresses', () => {
    for (const good of ['staff@example.co.jp', 'a.b+c@corp.example.com', 'x@y.z'])
      expect([good, isEmailAddress(good)]).toEqual([good, true]);
  });

  it('refuses what is not one address', () => {
    for (const bad of [
      'staff',
      'a@b',
      'a b@example.com',
      'a@@example.com',
      'a@example..com',
      'a@.example.com',
      'a@example.com.',
    ])
      expect([bad, isEmailAddress(bad)]).toEqual([bad, false]);
  });

  it('counts the length before the shape: the limit itself passes, one more character does not', () => {
    const atLimit = `${'a'.repeat(EMAIL_MAX - '@example.com'.length)}@example.com`;
    expect(atLimit).toHaveLength(EMAIL_MAX);
    expect(isEmailAddress(atLimit)).toBe(true);
    expect(isEmailAddress(`a${atLimit}`)).toBe(false);
  });

  it('refuses the address that froze the service (a megabyte of dots after the @)', () => {
    expect(isEmailAddress(`a@${'.'.repeat(1_000_000)}`)).toBe(false);
    expect(isEmailAddress(`a@${'.'.repeat(EMAIL_MAX - 3)} `)).toBe(false);
  });
});
