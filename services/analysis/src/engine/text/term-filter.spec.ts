import { describe, expect, it } from '@jest/globals';
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
});
