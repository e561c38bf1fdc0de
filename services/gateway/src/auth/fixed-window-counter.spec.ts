import { describe, expect, it } from '@jest/globals';
import { FixedWindowCounter } from './fixed-window-counter.js';

describe('FixedWindowCounter', () => {
  it('counts per key within a window and starts over after it', () => {
    const counter = new FixedWindowCounter(60_000);
    expect([counter.hit('a', 0), counter.hit('a', 10), counter.hit('b', 20), counter.hit('a', 59_999)]).toEqual([
      1, 2, 1, 3,
    ]);
    expect(counter.hit('a', 60_000)).toBe(1);
  });
});
