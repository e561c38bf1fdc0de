import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { textHash as hashOf } from '../posts/text-hash.js';
import { SegmentMemo } from './segment-memo.js';

/** The values a place holds. */
function valuesAt(memo: SegmentMemo, place: number): number[] {
  return Array.from({ length: memo.count(place) }, (_, i) => memo.value(place, i));
}

/** A piece's values: its code units, so a piece found with another's values shows. */
const valuesOf = (piece: string): number[] => Array.from(piece, (ch) => ch.charCodeAt(0));

describe('SegmentMemo', () => {
  it('finds a piece by its place in another text, never a different piece', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 60 }),
        fc.constantFrom(1, 2, 8),
        (pieces, sets) => {
          const memo = new SegmentMemo(sets, 4, 4);
          for (const piece of pieces) {
            const text = `<${piece}>`;
            const place = memo.find(text, 1, 1 + piece.length, hashOf(piece));
            // Whatever is remembered, what is found is the piece's own values.
            if (place >= 0) expect(valuesAt(memo, place)).toEqual(valuesOf(piece));
            else memo.remember(text, 1, 1 + piece.length, hashOf(piece), valuesOf(piece), piece.length);
            const again = memo.find(text, 1, 1 + piece.length, hashOf(text, 1, 1 + piece.length));
            expect(valuesAt(memo, again)).toEqual(valuesOf(piece));
            expect(memo.size).toBeLessThanOrEqual(2 * sets);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps the last two pieces of a set and forgets the one before', () => {
    const memo = new SegmentMemo(1, 4, 2);
    for (const [i, piece] of ['a', 'bb', 'c'].entries())
      memo.remember(piece, 0, piece.length, hashOf(piece), [i, 10 + i], 2);
    expect(valuesAt(memo, memo.find('c', 0, 1, hashOf('c')))).toEqual([2, 12]);
    expect(valuesAt(memo, memo.find('bb', 0, 2, hashOf('bb')))).toEqual([1, 11]);
    expect(memo.find('a', 0, 1, hashOf('a'))).toBe(-1);
    expect(memo.size).toBe(2);
    // A shorter piece in the place of a longer one: found by its own length only.
    memo.remember('d', 0, 1, hashOf('d'), [3, 13], 2);
    expect(memo.find('bb', 0, 2, hashOf('bb'))).toBe(-1);
    expect(valuesAt(memo, memo.find('c', 0, 1, hashOf('c')))).toEqual([2, 12]);
    expect(valuesAt(memo, memo.find('d', 0, 1, hashOf('d')))).toEqual([3, 13]);
    expect(memo.size).toBe(2);
  });

  it('tells pieces apart that share a hash, and remembers a piece with no values', () => {
    const memo = new SegmentMemo(4, 8, 2);
    memo.remember('ab', 0, 2, 7, [], 0);
    expect(memo.find('xy', 0, 2, 7)).toBe(-1);
    expect(memo.find('abc', 0, 3, 7)).toBe(-1);
    const place = memo.find('zab', 1, 3, 7);
    expect(place).toBeGreaterThanOrEqual(0);
    expect(memo.count(place)).toBe(0);
  });

  it('says what does not fit, and refuses to remember it', () => {
    const memo = new SegmentMemo(2, 3, 2);
    expect(memo.fits(3, 2)).toBe(true);
    expect(memo.fits(4, 0)).toBe(false);
    expect(memo.fits(1, 3)).toBe(false);
    expect(() => memo.remember('abcd', 0, 4, 1, [], 0)).toThrow(RangeError);
  });

  it('takes only a power of two sets', () => {
    expect(() => new SegmentMemo(3, 4, 4)).toThrow(RangeError);
    expect(() => new SegmentMemo(0, 4, 4)).toThrow(RangeError);
  });
});
