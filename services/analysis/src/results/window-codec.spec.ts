import { describe, expect, it } from '@jest/globals';
import { decodeWindow, encodeWindow } from './window-codec.js';

describe('window codec', () => {
  it('reads back every column, and where each original text ends in bytes', () => {
    const index = {
      k: 2,
      labels: ['ann', 'ボブ'],
      assignment: Int32Array.of(0, 1),
      pagerank: Float64Array.of(0.25, 0.75),
      postTime: Float64Array.of(1, 2, 3),
      postAuthor: Int32Array.of(0, 1, 1),
      retweetOf: Int32Array.of(-1, 0, -1),
      unitAuthor: Int32Array.of(0, 1),
      unitTime: Float64Array.of(1, 3),
    };
    const encoded = encodeWindow({ index, unitTexts: ['hello', 'こんにちは'] });
    // An odd offset, as a slice of a larger buffer would have.
    const shifted = Buffer.concat([Buffer.from([7]), encoded.index]).subarray(1);
    const saved = decodeWindow(shifted);
    expect(saved.index).toEqual(index);
    expect(Array.from(saved.textEnds)).toEqual([5, 20]);
    expect(Buffer.from(encoded.texts).subarray(5, 20).toString('utf8')).toBe('こんにちは');
  });
});
