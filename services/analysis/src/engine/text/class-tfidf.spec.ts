import { describe, expect, it } from '@jest/globals';
import { countClassTerms } from './class-term-counts.js';
import { classTfidfKeywords, topClassTerms } from './class-tfidf.js';
import { termMatrixFromPostTerms } from './term-matrix.js';

// Class 0: apple ×3, banana, cherry (5 terms). Class 1: banana ×2, date (3). Class 2: fig, kiwi (2).
// Class 3: nothing. The -1 document is left out. A = (5 + 3 + 2) / 3 non-empty classes = 10/3.
const docs = [
  ['apple', 'apple', 'banana'],
  ['banana', 'banana', 'date'],
  ['apple', 'zebra'],
  ['apple', 'cherry'],
  ['kiwi', 'fig'],
];
const docClass = [0, 1, -1, 0, 2];
// ln(1 + A / f): apple and banana occur 3 times in all classes, the others once.
const idfCommon = Math.log(1 + 10 / 3 / 3);
const idfRare = Math.log(1 + 10 / 3);

describe('class-based TF-IDF', () => {
  it('scores terms by tf / class size · ln(1 + A / f)', () => {
    const ranked = topClassTerms(countClassTerms(docs, docClass, 4), 10);
    const expected = [
      [
        ['apple', 3, (3 / 5) * idfCommon],
        ['cherry', 1, (1 / 5) * idfRare],
        ['banana', 1, (1 / 5) * idfCommon],
      ],
      [
        ['banana', 2, (2 / 3) * idfCommon],
        ['date', 1, (1 / 3) * idfRare],
      ],
      // Equal scores and counts: code-unit order.
      [
        ['fig', 1, (1 / 2) * idfRare],
        ['kiwi', 1, (1 / 2) * idfRare],
      ],
      [],
    ] as const;
    expect(ranked.map((terms) => terms.map((t) => [t.term, t.count]))).toEqual(
      expected.map((terms) => terms.map(([term, count]) => [term, count])),
    );
    ranked.forEach((terms, c) => terms.forEach((t, i) => expect(t.score).toBeCloseTo(expected[c][i][2], 12)));
    expect(ranked[0][0].score).toBeCloseTo(0.448328641, 8);
    expect(ranked[1][1].score).toBeCloseTo(0.488779023, 8);
  });

  it('returns the top N keywords with their counts and scores in the class', () => {
    const keywords = classTfidfKeywords(docs, docClass, 4, 2);
    expect(keywords[0][0].score).toBeCloseTo(0.448329, 6);
    for (const list of keywords)
      for (let i = 1; i < list.length; i++) expect(list[i - 1].score).toBeGreaterThanOrEqual(list[i].score);
    expect(keywords.map((list) => list.map(({ keyword, count }) => ({ keyword, count })))).toEqual([
      [
        { keyword: 'apple', count: 3 },
        { keyword: 'cherry', count: 1 },
      ],
      [
        { keyword: 'banana', count: 2 },
        { keyword: 'date', count: 1 },
      ],
      [
        { keyword: 'fig', count: 1 },
        { keyword: 'kiwi', count: 1 },
      ],
      [],
    ]);
  });

  it('gives the same keywords for the compact matrix form', () => {
    const matrix = termMatrixFromPostTerms(docs);
    expect(classTfidfKeywords(matrix, Int32Array.from(docClass), 4, 3)).toEqual(
      classTfidfKeywords(docs, docClass, 4, 3),
    );
  });

  it('rejects classes outside -1..k-1 and misaligned class arrays', () => {
    expect(() => classTfidfKeywords(docs, [0, 1, 4, 0, 2], 4, 3)).toThrow(RangeError);
    expect(() => classTfidfKeywords(docs, [0, 1], 4, 3)).toThrow(RangeError);
  });
});
