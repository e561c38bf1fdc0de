import { describe, expect, it } from '@jest/globals';
import { trimBoth, trimTrailing } from './trim-char.js';

describe('trimTrailing and trimBoth', () => {
  it('remove a repeated character at the end, or at both ends', () => {
    expect(trimTrailing('https://idp.example///', '/')).toBe('https://idp.example');
    expect(trimTrailing('/api/register/', '/')).toBe('/api/register');
    expect(trimTrailing('///', '/')).toBe('');
    expect(trimTrailing('a/b', '/')).toBe('a/b');
    expect(trimBoth('__a_b__', '_')).toBe('a_b');
    expect(trimBoth('____', '_')).toBe('');
  });

  it('leave a long run followed by another character alone (the input that made /\\/+$/ quadratic)', () => {
    const run = `${'/'.repeat(100_000)}x`;
    expect(trimTrailing(run, '/')).toBe(run);
  });
});
