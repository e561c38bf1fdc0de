/**
 * The two thresholds of the series rule (docs/series.md) take whole percents only, like the
 * coordination settings take whole numbers: a free decimal (0.3000001) would be a new matching to
 * compute and a new download to keep for what no user can tell apart from 0.3.
 */
export const SERIES_THRESHOLD_NAMES = ['jaccard', 'share'] as const;
export type SeriesThresholdName = (typeof SERIES_THRESHOLD_NAMES)[number];

/** Whether a threshold is one the rule takes: 0 to 1 in steps of 0.01 (0.3 is, 0.3000001 is not). */
export function isSeriesThresholdValue(value: number): boolean {
  // k / 100 is the double nearest to k hundredths, and multiplying it by 100 rounds back to k.
  return Number.isFinite(value) && value >= 0 && value <= 1 && Math.round(value * 100) / 100 === value;
}
