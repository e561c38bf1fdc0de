import type { TimePoint } from '../types.js';
import { bucketLength, bucketStart, chooseBucket, type BucketUnit } from './time-buckets.js';

export interface PostTimeSeries {
  bucket: BucketUnit;
  overall: TimePoint[];
  /** Index c holds community c's series, over the same buckets as overall. */
  byCommunity: TimePoint[][];
}

/**
 * Post counts per bucket from the first to the last post, empty buckets included (as 0) so the
 * chart's line and the time slider share one continuous axis.
 */
export function postTimeSeries(times: ArrayLike<number>, community: ArrayLike<number>, k: number): PostTimeSeries {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < times.length; i++) {
    if (times[i] < min) min = times[i];
    if (times[i] > max) max = times[i];
  }
  if (times.length === 0) return { bucket: 'hour', overall: [], byCommunity: Array.from({ length: k }, () => []) };
  const bucket = chooseBucket(max - min);
  const first = bucketStart(min, bucket);
  const length = bucketLength(bucket);
  const count = Math.floor((bucketStart(max, bucket) - first) / length) + 1;
  const overall = new Float64Array(count);
  const perCommunity = Array.from({ length: k }, () => new Float64Array(count));
  for (let i = 0; i < times.length; i++) {
    const b = Math.floor((bucketStart(times[i], bucket) - first) / length);
    overall[b]++;
    perCommunity[community[i]][b]++;
  }
  const series = (counts: Float64Array): TimePoint[] =>
    Array.from(counts, (c, b): TimePoint => [first + b * length, c]);
  return { bucket, overall: series(overall), byCommunity: perCommunity.map(series) };
}
