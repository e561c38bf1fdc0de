import { describe, expect, it } from '@jest/globals';
import { packKeys, unpackKeys } from './packed-keys.js';

describe('packed keys', () => {
  it('reads back every key, whatever it holds, and where each ends in bytes', () => {
    const keys = ['ann', '', 'ボブ', '🙂x', 'a\nb', 'o’neil', '\u0000'];
    const packed = packKeys(keys);
    expect(unpackKeys(packed)).toEqual(keys);
    expect(packed.ends).toEqual([3, 3, 9, 14, 17, 25, 26]);
  });

  it('keeps halves of surrogate pairs in their own keys (each half becomes U+FFFD, as Buffer writes it)', () => {
    const keys = ['a\ud83d', '\ude42b'];
    expect(unpackKeys(packKeys(keys))).toEqual(['a\ufffd', '\ufffdb']);
  });

  it('reads keys from bytes at any offset of their buffer', () => {
    const packed = packKeys(['ann', 'ボブ']);
    const shifted = Buffer.concat([Buffer.from([9]), packed.utf8]).subarray(1);
    expect(unpackKeys({ utf8: shifted, ends: packed.ends })).toEqual(['ann', 'ボブ']);
  });
});
