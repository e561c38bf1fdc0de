import { describe, expect, it } from '@jest/globals';
import { compareAssignments, compareRuns } from './run-comparison.js';

const run = (pairs: Array<[string, number]>): Map<string, number> => new Map(pairs);

describe('compareRuns', () => {
  it('counts the users of every pair of communities of two runs', () => {
    // k = 2 splits into k = 3: community 1 keeps a, b and gives c to the new 3; community 2 becomes 2.
    const k2 = run([
      ['a', 1],
      ['b', 1],
      ['c', 1],
      ['d', 2],
      ['e', 2],
    ]);
    const k3 = run([
      ['a', 1],
      ['b', 1],
      ['c', 3],
      ['d', 2],
      ['e', 2],
    ]);
    expect(compareRuns(k2, 2, k3, 3)).toEqual({
      users: [
        [2, 0, 1],
        [0, 2, 0],
      ],
      only_first: 0,
      only_second: 0,
    });
  });

  it('counts users only one run has apart instead of dropping them', () => {
    const result = compareRuns(run([['a', 1]]), 1, run([['b', 1]]), 1);
    expect(result).toEqual({ users: [[0]], only_first: 1, only_second: 1 });
  });

  it('answers zeros for runs without users', () => {
    expect(compareRuns(run([]), 1, run([]), 2)).toEqual({ users: [[0, 0]], only_first: 0, only_second: 0 });
  });

  it('gives the same counts from two runs’ communities in one user order', () => {
    // a, b, c, d, e as in the first case: k = 2 splits into k = 3.
    expect(compareAssignments(Int32Array.of(0, 0, 0, 1, 1), 2, Int32Array.of(0, 0, 2, 1, 1), 3)).toEqual(
      compareRuns(
        run([
          ['a', 1],
          ['b', 1],
          ['c', 1],
          ['d', 2],
          ['e', 2],
        ]),
        2,
        run([
          ['a', 1],
          ['b', 1],
          ['c', 3],
          ['d', 2],
          ['e', 2],
        ]),
        3,
      ),
    );
    expect(() => compareAssignments(Int32Array.of(0), 1, Int32Array.of(0, 0), 1)).toThrow(RangeError);
  });
});
