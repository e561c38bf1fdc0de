import { tokyoDayStart } from '@kizuna/proto/engine-rules';

export type BucketUnit = 'minute' | 'hour' | 'day';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Bucket size for a time range, so a chart has a few hundred points at most:
 * minutes up to 6 hours (≤ 360 points), hours up to 14 days (≤ 336), days beyond.
 */
export function chooseBucket(rangeMs: number): BucketUnit {
  if (rangeMs <= 6 * HOUR) return 'minute';
  if (rangeMs <= 14 * DAY) return 'hour';
  return 'day';
}

/** Start (epoch ms) of the bucket holding t. Minute and hour starts are the same in UTC and Tokyo time. */
export function bucketStart(t: number, unit: BucketUnit): number {
  if (unit === 'minute') return Math.floor(t / MINUTE) * MINUTE;
  if (unit === 'hour') return Math.floor(t / HOUR) * HOUR;
  // Day buckets start at Tokyo midnight, as the UI shows Tokyo time.
  return tokyoDayStart(t);
}

export function bucketLength(unit: BucketUnit): number {
  return unit === 'minute' ? MINUTE : unit === 'hour' ? HOUR : DAY;
}
