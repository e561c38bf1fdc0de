import { describe, expect, it } from '@jest/globals';
import { bucketStart, chooseBucket } from './time-buckets.js';
import { postTimeSeries } from './post-time-series.js';

const HOUR = 3600_000;

describe('chooseBucket', () => {
  it('uses minutes up to 6 hours, hours up to 14 days, days beyond', () => {
    expect(chooseBucket(0)).toBe('minute');
    expect(chooseBucket(6 * HOUR)).toBe('minute');
    expect(chooseBucket(6 * HOUR + 1)).toBe('hour');
    expect(chooseBucket(14 * 24 * HOUR)).toBe('hour');
    expect(chooseBucket(14 * 24 * HOUR + 1)).toBe('day');
  });

  it('starts day buckets at Tokyo midnight', () => {
    // 2026-11-01 14:59 UTC is 23:59 in Tokyo; 15:00 UTC is the next Tokyo day.
    expect(bucketStart(Date.UTC(2026, 10, 1, 14, 59), 'day')).toBe(Date.UTC(2026, 9, 31, 15, 0));
    expect(bucketStart(Date.UTC(2026, 10, 1, 15, 0), 'day')).toBe(Date.UTC(2026, 10, 1, 15, 0));
    expect(bucketStart(Date.UTC(2026, 10, 1, 15, 42, 31), 'minute')).toBe(Date.UTC(2026, 10, 1, 15, 42));
    expect(bucketStart(Date.UTC(2026, 10, 1, 15, 42, 31), 'hour')).toBe(Date.UTC(2026, 10, 1, 15));
  });
});

describe('postTimeSeries', () => {
  it('counts posts per hour overall and per community, empty hours included', () => {
    const t0 = Date.UTC(2026, 10, 1, 0, 0);
    const times = [t0 + 5 * 60_000, t0 + 10 * 60_000, t0 + 3 * HOUR, t0 + 7 * HOUR];
    const series = postTimeSeries(times, [0, 1, 1, 0], 2);
    expect(series.bucket).toBe('hour');
    expect(series.overall).toEqual([
      [t0, 2],
      [t0 + HOUR, 0],
      [t0 + 2 * HOUR, 0],
      [t0 + 3 * HOUR, 1],
      [t0 + 4 * HOUR, 0],
      [t0 + 5 * HOUR, 0],
      [t0 + 6 * HOUR, 0],
      [t0 + 7 * HOUR, 1],
    ]);
    expect(series.byCommunity[0].map(([, c]) => c)).toEqual([1, 0, 0, 0, 0, 0, 0, 1]);
    expect(series.byCommunity[1].map(([, c]) => c)).toEqual([1, 0, 0, 1, 0, 0, 0, 0]);
  });

  it('returns empty series without posts', () => {
    expect(postTimeSeries([], [], 2)).toEqual({ bucket: 'hour', overall: [], byCommunity: [[], []] });
  });
});
