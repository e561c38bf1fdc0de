import { describe, expect, it } from '@jest/globals';
import { decodeTerms, encodeTerms } from './terms-codec.js';

describe('terms codec', () => {
  it('round-trips documents, empty ones and shared terms included', () => {
    const terms = [['東京', 'タワー'], [], ['#kizuna', '東京', 'dog'], ['dog']];
    expect(decodeTerms(encodeTerms(terms))).toEqual(terms);
  });
  it('stores each distinct term once', () => {
    const many = Array.from({ length: 1000 }, () => ['repeated-term']);
    expect(encodeTerms(many).length).toBeLessThan(1000 * 4 * 2 + 100);
  });
  it('round-trips an empty corpus', () => {
    expect(decodeTerms(encodeTerms([]))).toEqual([]);
  });
});
