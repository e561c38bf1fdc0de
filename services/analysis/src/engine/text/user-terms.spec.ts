import { describe, expect, it } from '@jest/globals';
import { termMatrixFromPostTerms } from './term-matrix.js';
import { termsByUser } from './user-terms.js';

describe('termsByUser', () => {
  const posts = [['ramen'], ['soccer', 'goal'], ['sushi'], ['phone']];

  it("gathers each user's post terms in post order, skipping posts marked -1", () => {
    const expected = [['ramen', 'sushi'], [], ['soccer', 'goal']];
    expect(termsByUser(posts, [0, 2, 0, -1], 3)).toEqual(expected);
    expect(termsByUser(termMatrixFromPostTerms(posts), Int32Array.from([0, 2, 0, -1]), 3)).toEqual(expected);
  });

  it('rejects user indexes out of range', () => {
    expect(() => termsByUser(posts, [0, 3, 0, 0], 3)).toThrow(RangeError);
  });
});
