import { describe, expect, it } from '@jest/globals';
import { tfidfRows } from './tfidf-vectors.js';

describe('tfidfRows', () => {
  it('weighs terms by (1 + ln tf) · (ln((1 + n) / (1 + df)) + 1), normalised per row', () => {
    const rows = tfidfRows([['a', 'a', 'b'], ['b'], []]);
    expect(rows.dimension).toBe(2);
    expect(Array.from(rows.offsets)).toEqual([0, 2, 3, 3]);
    expect(Array.from(rows.ids)).toEqual([0, 1, 1]);
    // n = 2 rows with terms; a: tf 2, df 1; b: tf 1, df 2.
    const a = (1 + Math.log(2)) * (Math.log(3 / 2) + 1);
    const b = 1 * (Math.log(3 / 3) + 1);
    const norm = Math.hypot(a, b);
    expect(rows.weights[0]).toBeCloseTo(a / norm, 12);
    expect(rows.weights[1]).toBeCloseTo(b / norm, 12);
    expect(rows.weights[2]).toBeCloseTo(1, 12);
  });
});
