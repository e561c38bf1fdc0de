export { chooseBucket, bucketStart, bucketLength, type BucketUnit } from './time-buckets.js';
export { postTimeSeries, type PostTimeSeries } from './post-time-series.js';
