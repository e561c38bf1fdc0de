import { describe, expect, it } from '@jest/globals';
import { isSeriesThresholdValue } from './series-bounds.js';

describe('series thresholds rule', () => {
  it('takes every whole percent from 0 to 1, however it was computed', () => {
    for (let k = 0; k <= 100; k++) expect(isSeriesThresholdValue(k / 100)).toBe(true);
    expect(isSeriesThresholdValue(0.3)).toBe(true);
    expect(isSeriesThresholdValue(Number((0.1 + 0.2).toFixed(2)))).toBe(true);
  });

  it('refuses a decimal finer than a percent, a value outside 0 to 1, and what is no number', () => {
    for (const v of [0.3000001, 0.305, 0.1 + 0.2, 1e-9, -0.01, 1.01, Number.NaN, Infinity])
      expect(isSeriesThresholdValue(v)).toBe(false);
  });
});
