import { describe, expect, it } from '@jest/globals';
import { normaliseHeaders } from './normalise-headers.js';

describe('normaliseHeaders', () => {
  it('trims names and names empty columns by position', () => {
    expect(normaliseHeaders(['', ' text ', 'created'])).toEqual(['column_1', 'text', 'created']);
  });

  it('suffixes repeated names in order of appearance, never colliding with a real name', () => {
    expect(normaliseHeaders(['a', 'b', 'a', 'a'])).toEqual(['a', 'b', 'a_2', 'a_3']);
    expect(normaliseHeaders(['a', 'a', 'a_2'])).toEqual(['a', 'a_3', 'a_2']);
  });
});
