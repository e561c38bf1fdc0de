import { describe, expect, it } from '@jest/globals';
import { documentCount, documentTerms, postTermsFromMatrix, termMatrixFromPostTerms } from './term-matrix.js';

describe('term matrix', () => {
  const postTerms = [['渋谷', 'ラーメン', '渋谷'], [], ['#ai', 'ラーメン']];

  it('compacts terms with ids in order of first appearance', () => {
    const matrix = termMatrixFromPostTerms(postTerms);
    expect(matrix.vocabulary).toEqual(['渋谷', 'ラーメン', '#ai']);
    expect(Array.from(matrix.offsets)).toEqual([0, 3, 3, 5]);
    expect(Array.from(matrix.termIds)).toEqual([0, 1, 0, 2, 1]);
    expect(documentCount(matrix)).toBe(3);
    expect(documentTerms(matrix, 2)).toEqual(['#ai', 'ラーメン']);
  });

  it('round-trips to string arrays', () => {
    expect(postTermsFromMatrix(termMatrixFromPostTerms(postTerms))).toEqual(postTerms);
    expect(documentCount(postTerms)).toBe(3);
  });
});
