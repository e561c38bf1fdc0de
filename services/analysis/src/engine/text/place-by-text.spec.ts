import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { countClassTerms, type ClassTermCounts } from './class-term-counts.js';
import { classTfidfWeights, inverseClassFrequency } from './class-tfidf.js';
import { largestClass } from './largest-class.js';
import { placeByTermIds, placeByText } from './place-by-text.js';

/** placeByText as it was written before it read term ids (a map of the vocabulary, a map per user): the reference. */
function placedByMaps(userTerms: readonly (readonly string[])[], profiles: ClassTermCounts, sizes: readonly number[]) {
  const { k, vocabulary } = profiles;
  const size = vocabulary.length;
  const idf = inverseClassFrequency(profiles);
  const weights = classTfidfWeights(profiles, idf);
  const termId = new Map<string, number>();
  vocabulary.forEach((term, t) => termId.set(term, t));
  const norms = new Float64Array(k);
  for (let c = 0; c < k; c++) {
    let sum = 0;
    for (let t = 0; t < size; t++) sum += weights[c * size + t] ** 2;
    norms[c] = Math.sqrt(sum);
  }
  const largest = largestClass(sizes);
  const community = new Int32Array(userTerms.length);
  const similarity = new Float64Array(userTerms.length);
  const fallback = new Uint8Array(userTerms.length);
  userTerms.forEach((terms, user) => {
    const tf = new Map<number, number>();
    for (const term of terms) {
      const t = termId.get(term);
      if (t !== undefined && idf[t] > 0) tf.set(t, (tf.get(t) ?? 0) + 1);
    }
    const dots = new Float64Array(k);
    let userNorm = 0;
    for (const [t, count] of tf) {
      const u = count * idf[t];
      userNorm += u * u;
      for (let c = 0; c < k; c++) dots[c] += u * weights[c * size + t];
    }
    let best = -1;
    let bestSimilarity = 0;
    for (let c = 0; c < k; c++) {
      if (norms[c] === 0 || dots[c] === 0) continue;
      const s = dots[c] / (Math.sqrt(userNorm) * norms[c]);
      if (best === -1 || s > bestSimilarity || (s === bestSimilarity && sizes[c] > sizes[best])) {
        best = c;
        bestSimilarity = s;
      }
    }
    if (best === -1) {
      community[user] = largest;
      fallback[user] = 1;
    } else {
      community[user] = best;
      similarity[user] = bestSimilarity;
    }
  });
  return { community, similarity, fallback };
}

// Posts of users already in communities: 0 sport, 1 food, 2 tech.
const profiles = countClassTerms(
  [
    ['soccer', 'goal', 'team'],
    ['soccer', 'match'],
    ['ramen', 'noodle'],
    ['ramen', 'sushi', 'team'],
    ['phone', 'app'],
  ],
  [0, 0, 1, 1, 2],
  3,
);
const sizes = [5, 3, 3];

describe('placeByText', () => {
  it('puts each user in the community whose profile is most similar', () => {
    const placed = placeByText([['ramen', 'ramen', 'team'], ['soccer'], ['app', 'noodle', 'phone']], profiles, sizes);
    expect(Array.from(placed.community)).toEqual([1, 0, 2]);
    expect(Array.from(placed.fallback)).toEqual([0, 0, 0]);
    // A = 12 / 3 = 4; idf = ln(1 + 4 / 2) = ln 3 for soccer and team, ln 5 for the others.
    const [ln3, ln5] = [Math.log(3), Math.log(5)];
    expect(placed.similarity[1]).toBeCloseTo((2 * ln3) / Math.sqrt(5 * ln3 ** 2 + 2 * ln5 ** 2), 12);
  });

  it('sends users without terms, or with no known term, to the largest community and flags them', () => {
    const placed = placeByText([[], ['zebra', 'yak']], profiles, [2, 7, 3]);
    expect(Array.from(placed.community)).toEqual([1, 1]);
    expect(Array.from(placed.fallback)).toEqual([1, 1]);
    expect(Array.from(placed.similarity)).toEqual([0, 0]);
  });

  it('breaks exact ties toward the larger community, then the lower index', () => {
    const twins = countClassTerms(
      [
        ['alpha', 'beta'],
        ['alpha', 'beta'],
      ],
      [0, 1],
      2,
    );
    expect(Array.from(placeByText([['alpha']], twins, [2, 5]).community)).toEqual([1]);
    expect(Array.from(placeByText([['alpha']], twins, [4, 4]).community)).toEqual([0]);
  });

  it('places each user on their own terms, whatever the order', () => {
    const users = [['team'], ['sushi', 'goal'], ['match', 'match', 'ramen']];
    const forward = placeByText(users, profiles, sizes).community;
    const backward = placeByText([...users].reverse(), profiles, sizes).community;
    expect(Array.from(backward).reverse()).toEqual(Array.from(forward));
  });

  it('rejects community sizes that do not match k', () => {
    expect(() => placeByText([['ramen']], profiles, [1, 2])).toThrow(RangeError);
  });
});

describe('placeByTermIds', () => {
  it('places as the map-based placeByText did, to the last bit, on random posts and users', () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${i}`);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.array(fc.constantFrom(...words), { maxLength: 8 }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.array(fc.constantFrom(...words, 'unseen', 'other'), { maxLength: 12 }), { maxLength: 30 }),
        fc.integer({ min: 0, max: 1000 }),
        (k, posts, users, salt) => {
          const classes = posts.map((_, i) => (i * 7 + salt) % k);
          const counted = countClassTerms(posts, classes, k);
          const sizes = Array.from({ length: k }, (_, c) => (c * 3 + salt) % 5);
          const expected = placedByMaps(users, counted, sizes);
          expect(placeByText(users, counted, sizes)).toEqual(expected);
          const termId = new Map(counted.vocabulary.map((term, t) => [term, t]));
          const ids = users.map((terms) => terms.map((term) => termId.get(term) ?? -1));
          expect(placeByTermIds(ids, counted, sizes)).toEqual(expected);
        },
      ),
      { numRuns: 300, seed: 20261127 },
    );
  });
});
