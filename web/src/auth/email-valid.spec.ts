import { describe, it, expect } from '@jest/globals';
import { emailProblem } from './email-valid';

describe('emailProblem', () => {
  it('requires a value', () => {
    expect(emailProblem('')).toBe('validation.required');
    expect(emailProblem('   ')).toBe('validation.required');
  });

  it('accepts ordinary addresses, surrounding spaces ignored', () => {
    expect(emailProblem('staff@example.co.jp')).toBeNull();
    expect(emailProblem(' a.b+c@corp.example.com ')).toBeNull();
  });

  it('rejects malformed addresses', () => {
    for (const bad of [
      'staff',
      'staff@',
      '@example.com',
      'a@b',
      'a b@example.com',
      'a@@example.com',
      'a@example..com',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      expect([bad, emailProblem(bad)]).toEqual([bad, 'validation.email']);
    }
  });
});
