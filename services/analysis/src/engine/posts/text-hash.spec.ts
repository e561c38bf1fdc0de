import { describe, expect, it } from '@jest/globals';
import { extendTextHash, sameUnits, TEXT_HASH_START, textHash } from './text-hash.js';

describe('textHash', () => {
  it('is FNV-1a over the code units, the same whether made at once or a unit at a time', () => {
    expect(textHash('')).toBe(TEXT_HASH_START);
    // FNV-1a 32-bit of "a" (one code unit below 256 hashes as its byte would).
    expect(textHash('a') >>> 0).toBe(0xe40c292c);
    let hash = TEXT_HASH_START;
    for (const ch of 'こんにちは') hash = extendTextHash(hash, ch.charCodeAt(0));
    expect(hash).toBe(textHash('こんにちは'));
    expect(textHash('xこんにちはy', 1, 6)).toBe(hash);
    expect(textHash('ab')).not.toBe(textHash('ba'));
  });

  it('compares pieces of two texts where they are', () => {
    expect(sameUnits('xこんにちはy', 1, 'こんにちは', 0, 5)).toBe(true);
    expect(sameUnits('xこんにちはy', 1, 'こんばんは', 0, 5)).toBe(false);
    expect(sameUnits('abc', 0, 'zzz', 1, 0)).toBe(true);
  });
});
