import { describe, expect, it } from '@jest/globals';
import { canonicalInteractions, unknownInteractions } from './interaction-kinds.js';

describe('interaction kinds', () => {
  it('orders and de-duplicates the chosen kinds', () => {
    expect(canonicalInteractions(['mention', 'retweet', 'mention'])).toEqual(['retweet', 'mention']);
  });

  it('means retweets when nothing is chosen (older projects too)', () => {
    expect(canonicalInteractions([])).toEqual(['retweet']);
    expect(canonicalInteractions(undefined)).toEqual(['retweet']);
  });

  it('names what is not a kind', () => {
    expect(unknownInteractions(['reply', 'like'])).toEqual(['like']);
  });
});
