import { describe, expect, it } from '@jest/globals';
import { passwordProblem } from './password-problem';

describe('passwordProblem', () => {
  it('asks for a password of at least 4 characters, counted as a user counts them', () => {
    expect(passwordProblem('')).toBe('validation.required');
    expect(passwordProblem('abc')).toBe('validation.password_length');
    expect(passwordProblem('🌸🌸🌸')).toBe('validation.password_length');
    expect(passwordProblem('🌸🌸🌸🌸')).toBeNull();
  });

  it('asks for the same password twice when a confirmation is given', () => {
    expect(passwordProblem('maple-leaf', 'maple-leaf')).toBeNull();
    expect(passwordProblem('maple-leaf', 'maple-lea')).toBe('validation.password_mismatch');
    expect(passwordProblem('maple-leaf', '')).toBe('validation.password_mismatch');
  });
});
