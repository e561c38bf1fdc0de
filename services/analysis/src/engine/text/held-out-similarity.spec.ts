import { describe, expect, it } from '@jest/globals';
import { countClassTerms } from './class-term-counts.js';
import { equalNearTies, HeldOutSimilarity } from './held-out-similarity.js';
import { asTermMatrix } from './term-matrix.js';

/** Posts with their author and, for retweets, the user retweeted; users' communities. */
function similarityOver(
  terms: string[][],
  author: number[],
  retweetOf: number[],
  community: number[],
  k: number,
): HeldOutSimilarity {
  const matrix = asTermMatrix(terms);
  const postClass = Int32Array.from(author, (a) => community[a]);
  const lists = (owner: number[]) => {
    const offsets = new Int32Array(community.length + 1);
    const posts: number[][] = community.map(() => []);
    owner.forEach((u, post) => u >= 0 && posts[u].push(post));
    posts.forEach((list, u) => (offsets[u + 1] = offsets[u] + list.length));
    return { offsets, posts: Int32Array.from(posts.flat()) };
  };
  return new HeldOutSimilarity({
    matrix,
    profiles: countClassTerms(matrix, postClass, k),
    postClass,
    byUser: lists(author),
    copies: lists(retweetOf),
    isCopy: (post) => retweetOf[post] !== -1,
  });
}

describe('HeldOutSimilarity', () => {
  it('gives text every community writes alike the same similarity to each: no best one by rounding', () => {
    // Nine users in three communities all write the same two words, in uneven amounts: every
    // profile points the same way, and the held-out one (its norm taken down by subtraction)
    // would differ from the others in the last bits.
    const community = [0, 0, 0, 1, 1, 1, 2, 2, 2];
    const terms: string[][] = [];
    const author: number[] = [];
    community.forEach((_, u) => {
      for (let p = 0; p <= u % 4; p++) {
        terms.push(['day', 'number', 'day']);
        author.push(u);
      }
    });
    const s = similarityOver(
      terms,
      author,
      author.map(() => -1),
      community,
      3,
    );
    const out = s.of(community.map((_, u) => u));
    for (let u = 0; u < community.length; u++) {
      expect(out[u * 3]).toBeGreaterThan(0);
      expect(out[u * 3 + 1]).toBe(out[u * 3]);
      expect(out[u * 3 + 2]).toBe(out[u * 3]);
    }
  });

  it('makes values within a relative 1e-9 of a greater one equal to it, and leaves the rest', () => {
    const values = Float64Array.from([0.1, 0.5, 0.5 * (1 - 1e-12), 0.5 * (1 - 1e-6), 0, 0.1 * (1 + 1e-13)]);
    equalNearTies(values, 1, 4);
    expect(Array.from(values)).toEqual([0.1, 0.5, 0.5, 0.5 * (1 - 1e-6), 0, 0.1 * (1 + 1e-13)]);
  });

  it('leaves out the user’s own posts and the copies others made of them', () => {
    // User 0 (community 0) wrote post 0; user 2 (community 1) retweeted it (post 4). Without
    // holding out, "ramen soup" would resemble community 1 through the copy alone.
    const s = similarityOver(
      [
        ['ramen', 'soup'],
        ['ramen', 'noodles'],
        ['goal', 'match'],
        ['goal', 'team'],
        ['ramen', 'soup'],
      ],
      [0, 1, 2, 3, 2],
      [-1, -1, -1, -1, 0],
      [0, 0, 1, 1],
      2,
    );
    const [toZero, toOne] = s.of([0]);
    expect(toZero).toBeGreaterThan(0);
    expect(toOne).toBe(0);
  });

  it('finds no resemblance in words only the user and copies of their posts use', () => {
    const s = similarityOver(
      [['kaiseki'], ['ramen'], ['goal'], ['kaiseki']],
      [0, 1, 2, 2],
      [-1, -1, -1, 0],
      [0, 0, 1],
      2,
    );
    expect(Array.from(s.of([0]))).toEqual([0, 0]);
  });

  it('reads only a user’s own writing, not the retweets they made', () => {
    // User 1 wrote nothing of their own; their retweet of user 0 says nothing about them.
    const s = similarityOver([['ramen'], ['ramen'], ['goal']], [0, 1, 2], [-1, 0, -1], [0, 0, 1], 2);
    expect(Array.from(s.of([1]))).toEqual([0, 0]);
  });

  it('answers the same for a user asked alone or among others', () => {
    const s = similarityOver(
      [
        ['ramen', 'soup'],
        ['ramen', 'noodles'],
        ['goal', 'match'],
        ['goal', 'team'],
        ['ramen', 'goal'],
      ],
      [0, 1, 2, 3, 4],
      [-1, -1, -1, -1, -1],
      [0, 0, 1, 1, 0],
      2,
    );
    const together = s.of([4, 0, 2]);
    expect(Array.from(s.of([4]))).toEqual(Array.from(together.subarray(0, 2)));
    expect(Array.from(s.of([2]))).toEqual(Array.from(together.subarray(4, 6)));
  });
});
