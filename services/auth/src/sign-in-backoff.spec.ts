import { describe, expect, it } from '@jest/globals';
import { backoffMs } from './sign-in-backoff.js';

describe('backoffMs', () => {
  it('waits nothing for the free failures, then doubles from 30 seconds up to 15 minutes', () => {
    expect([0, 4].map((n) => backoffMs(n, 5))).toEqual([0, 0]);
    expect([5, 6, 7, 9].map((n) => backoffMs(n, 5))).toEqual([30_000, 60_000, 120_000, 480_000]);
    expect([10, 100, 1e9].map((n) => backoffMs(n, 5))).toEqual([900_000, 900_000, 900_000]);
  });
});
