import { describe, expect, it } from '@jest/globals';
import { EnglishNounReader } from './english-nouns.js';

describe('EnglishNounReader', () => {
  const reader = new EnglishNounReader();

  it('reads noun lemmas, lowercased, in text order', () => {
    expect(reader.read('My neighbours bought new bicycles in Paris.')).toEqual(['neighbor', 'bicycle', 'paris']);
  });

  it('reads a post wink gives a token without a lemma (it failed a 371k-post run)', () => {
    const nouns = reader.read(' ..LOL! I bring my razor. So, what you miss, I wont.');
    expect(nouns).toContain('razor');
    expect(nouns.every((n) => typeof n === 'string' && n === n.toLowerCase())).toBe(true);
  });
});
