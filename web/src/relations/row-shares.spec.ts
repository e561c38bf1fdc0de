import { describe, expect, it } from '@jest/globals';
import { rowShares } from './row-shares';

describe('rowShares', () => {
  it('divides each cell by its row’s sum, and leaves an empty row without shares', () => {
    expect(
      rowShares([
        [3, 1],
        [0, 0],
      ]),
    ).toEqual([
      [0.75, 0.25],
      [null, null],
    ]);
  });
});
