import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { closingMark } from './closing-mark.js';

// The pattern the scan replaces (quadratic on a long run of dots), kept to compare on short chunks.
const CLOSING = /^([^‘“"[({…\-–].+?)(\.+|––|--|[’'”"…,.!;?\-–:\u0964\u0965])$/;

describe('closingMark', () => {
  it('splits a chunk as the closing-mark pattern did', () => {
    const chunk = fc
      .array(fc.constantFrom('a', 'B', '.', '-', '–', ',', '!', '"', '“', '(', '’', '…', '\u0964', '7'), {
        maxLength: 10,
      })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(chunk, (text) => {
        const was = CLOSING.exec(text);
        expect(closingMark(text)).toEqual(was === null ? null : [was[0], was[1], was[2]]);
      }),
      { numRuns: 5_000, seed: 1 },
    );
  });

  it('takes a long run of dots at once', () => {
    const dots = 'a' + '.'.repeat(200_000) + 'b.....';
    expect(closingMark(dots)).toEqual([dots, dots.slice(0, -5), '.....']);
    expect(closingMark('cash...')).toEqual(['cash...', 'cash', '...']);
    expect(closingMark('(cash,')).toBeNull();
  });
});
