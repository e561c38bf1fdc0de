import { describe, expect, it } from '@jest/globals';
import { countClassTerms } from './class-term-counts.js';
import { placeByText } from './place-by-text.js';

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
