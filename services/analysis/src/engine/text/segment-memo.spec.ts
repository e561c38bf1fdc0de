import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { textHash as hashOf } from '../posts/text-hash.js';
import { SegmentMemo } from './segment-memo.js';

describe('SegmentMemo', () => {
  it('finds a piece by its place in another text, never a different piece', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 60 }),
        fc.constantFrom(1, 2, 8),
        (pieces, sets) => {
          const memo = new SegmentMemo<string>(sets);
          for (const piece of pieces) {
            const text = `<${piece}>`;
            const found = memo.find(text, 1, 1 + piece.length, hashOf(piece));
            // Whatever is remembered, what is found is the piece's own value.
            if (found !== undefined) expect(found).toBe(`value of ${piece}`);
            else memo.remember(piece, hashOf(piece), `value of ${piece}`);
            expect(memo.find(text, 1, 1 + piece.length, hashOf(text, 1, 1 + piece.length))).toBe(`value of ${piece}`);
            expect(memo.size).toBeLessThanOrEqual(2 * sets);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps the last two pieces of a set and forgets the one before', () => {
    const memo = new SegmentMemo<number>(1);
    for (const [i, piece] of ['a', 'b', 'c'].entries()) memo.remember(piece, hashOf(piece), i);
    expect(memo.find('c', 0, 1, hashOf('c'))).toBe(2);
    expect(memo.find('b', 0, 1, hashOf('b'))).toBe(1);
    expect(memo.find('a', 0, 1, hashOf('a'))).toBeUndefined();
    expect(memo.size).toBe(2);
  });

  it('tells pieces apart that share a hash', () => {
    const memo = new SegmentMemo<string>(4);
    memo.remember('ab', 7, 'ab');
    expect(memo.find('xy', 0, 2, 7)).toBeUndefined();
    expect(memo.find('abc', 0, 3, 7)).toBeUndefined();
    expect(memo.find('zab', 1, 3, 7)).toBe('ab');
  });

  it('takes only a power of two sets', () => {
    expect(() => new SegmentMemo(3)).toThrow(RangeError);
    expect(() => new SegmentMemo(0)).toThrow(RangeError);
  });
});
