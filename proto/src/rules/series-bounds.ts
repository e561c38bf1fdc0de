/**
 * Communities over time (issue 45, docs/series.md): the bounds of a series, its matching rule's
 * defaults and accepted thresholds, what its answers carry and how many a user keeps, read by the
 * gateway's schemas, the SPA's dialog, the projects service and the analysis service alike.
 */

/** A series holds two to twelve runs. */
export const SERIES_MIN_RUNS = 2;
export const SERIES_MAX_RUNS = 12;
/** Greene et al.'s start: a successor when Jaccard ≥ 0.3 or it takes ≥ 20 % of the continuing users. */
export const SERIES_DEFAULT_JACCARD = 0.3;
export const SERIES_DEFAULT_SHARE = 0.2;
/** Accounts listed per community as the most active that arrived and that left. */
export const SERIES_TOP_ACCOUNTS = 10;
/** Keywords carried per community per run. */
export const SERIES_KEYWORDS = 20;
/** Moved users a page of the moves table shows unless asked (at most RESULT_PAGE_MAX). */
export const SERIES_MOVES_PAGE_DEFAULT = 50;

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

/**
 * Saved series one user may keep (docs/series.md): each is a small record, but the /files list
 * and the projects service's answers stay bounded whatever a user saves.
 */
export const SERIES_PER_USER_MAX = 100;
