import { describe, expect, it } from '@jest/globals';
import { countClassTerms } from './class-term-counts.js';
import { heldOutSimilarities } from './held-out-similarity.js';
import { asTermMatrix } from './term-matrix.js';

// Posts 0–1 by community 0, 2–3 by community 1; post 4 is a community-1 user's retweet of post 0.
const matrix = asTermMatrix([
  ['ramen', 'soup'],
  ['ramen', 'noodles'],
  ['goal', 'match'],
  ['goal', 'team'],
  ['ramen', 'soup'],
]);
const profiles = countClassTerms(matrix, [0, 0, 1, 1, 1], 2);

describe('heldOutSimilarities', () => {
  it('compares a user’s writing with profiles that leave out the user and the copies of their posts', () => {
    // The author of post 0 is compared without post 0 and without its copy (post 4): "ramen"
    // is still community 0's (post 1), so the writing resembles community 0 only.
    const [toZero, toOne] = heldOutSimilarities(matrix, profiles, [
      {
        bag: [0],
        held: [
          [0, 0],
          [4, 1],
        ],
      },
    ]);
    expect(toZero).toBeGreaterThan(0);
    expect(toOne).toBe(0);
  });

  it('finds no resemblance in words only the user (and copies of them) wrote', () => {
    // Post 2's "match" appears nowhere else, and "goal" only in the user's own community.
    const alone = asTermMatrix([['kaiseki'], ['ramen'], ['goal'], ['kaiseki']]);
    const counts = countClassTerms(alone, [0, 0, 1, 1], 2);
    const out = heldOutSimilarities(alone, counts, [
      {
        bag: [0],
        held: [
          [0, 0],
          [3, 1],
        ],
      },
    ]);
    expect(Array.from(out)).toEqual([0, 0]);
  });

  it('without held-out posts equals the plain cosine to each profile', () => {
    const [a, b] = heldOutSimilarities(matrix, profiles, [{ bag: [2], held: [] }]);
    expect(b).toBeGreaterThan(a);
    expect(a).toBe(0);
  });
});
