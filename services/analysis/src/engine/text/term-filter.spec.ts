import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { STOP_WORDS } from './stop-words.js';
import { isKeptTerm } from './term-filter.js';

describe('isKeptTerm', () => {
  it('keeps words of two or more characters with a letter', () => {
    expect(['写真', 'dog', 'line', '500円', 'g20'].filter(isKeptTerm)).toEqual(['写真', 'dog', 'line', '500円', 'g20']);
  });

  it('drops single characters, numbers, symbol and prolonged-mark runs, and stop words', () => {
    expect(['猫', 'a', '2016', '１２', '...', 'ーーー', 'the', 'rt', 'こと', 'www', '😀'].filter(isKeptTerm)).toEqual(
      [],
    );
  });

  it('drops titles before names, keeping the names', () => {
    expect(['mr.', 'mr', 'dr.', 'shri', 'modi', 'jaitley'].filter(isKeptTerm)).toEqual(['modi', 'jaitley']);
  });

  it('keeps what the pattern it replaces keeps, in every code unit and in random terms', () => {
    // The former test: two code points or more, a letter other than 'ー' by the pattern, no stop word.
    const reference = (term: string): boolean =>
      [...term].length >= 2 && /[^\P{L}ー]/u.test(term) && !STOP_WORDS.has(term);
    // Each BMP code unit after a digit, so that the letter test decides.
    for (let code = 0; code < 0x10000; code++) {
      const term = `1${String.fromCharCode(code)}`;
      if (isKeptTerm(term) !== reference(term)) expect([term, isKeptTerm(term)]).toEqual([term, reference(term)]);
    }
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 6 }), (term) => {
        expect(isKeptTerm(term)).toBe(reference(term));
      }),
      { numRuns: 5000 },
    );
    // A letter outside the BMP (two code units) after symbols; an emoji is none.
    expect(isKeptTerm('..𠮷')).toBe(true);
    expect(isKeptTerm('1😀')).toBe(false);
  });
});
