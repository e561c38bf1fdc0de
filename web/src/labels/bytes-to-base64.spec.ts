import { describe, expect, it } from '@jest/globals';
import { bytesToBase64 } from './bytes-to-base64';

describe('bytesToBase64', () => {
  it('encodes as atob decodes, across slices', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7) % 256);
    const back = Uint8Array.from(atob(bytesToBase64(bytes)), (c) => c.charCodeAt(0));
    expect(back).toEqual(bytes);
    expect(bytesToBase64(Uint8Array.from([0xe6, 0x89, 0xb9]))).toBe('5om5');
    expect(bytesToBase64(new Uint8Array())).toBe('');
  });
});
