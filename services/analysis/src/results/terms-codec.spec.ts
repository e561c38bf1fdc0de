import { describe, expect, it } from '@jest/globals';
import { postTermsFromMatrix, termMatrixFromPostTerms } from '../engine/text/index.js';
import { decodeTerms, encodeTerms } from './terms-codec.js';

describe('terms codec', () => {
  it('round-trips documents, empty ones and shared terms included', () => {
    const terms = [['東京', 'タワー'], [], ['#kizuna', '東京', 'dog'], ['dog']];
    const decoded = decodeTerms(encodeTerms(termMatrixFromPostTerms(terms)));
    expect(postTermsFromMatrix(decoded)).toEqual(terms);
    expect(decoded.offsets).toBeInstanceOf(Int32Array);
  });

  it('stores each distinct term once', () => {
    const many = termMatrixFromPostTerms(Array.from({ length: 1000 }, () => ['repeated-term']));
    expect(encodeTerms(many).length).toBe(4 + JSON.stringify(['repeated-term']).length + 4 + 1001 * 4 + 1000 * 4);
  });

  it('reads a buffer that does not start on a 4-byte boundary', () => {
    const encoded = encodeTerms(termMatrixFromPostTerms([['a', 'bb'], ['ccc']]));
    const shifted = Buffer.concat([Buffer.from([0]), encoded]).subarray(1);
    expect(postTermsFromMatrix(decodeTerms(shifted))).toEqual([['a', 'bb'], ['ccc']]);
  });

  it('round-trips an empty corpus', () => {
    expect(postTermsFromMatrix(decodeTerms(encodeTerms(termMatrixFromPostTerms([]))))).toEqual([]);
  });

  it('keeps the counts of skipped posts, and reads files written without them as none skipped', () => {
    const matrix = { ...termMatrixFromPostTerms([['a'], [], []]), skipped: { english_tokenizer: 2 } };
    expect(decodeTerms(encodeTerms(matrix)).skipped).toEqual({ english_tokenizer: 2 });
    expect(decodeTerms(encodeTerms(termMatrixFromPostTerms([['a'], []]))).skipped).toEqual({});
  });
});
