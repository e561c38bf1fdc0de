/**
 * Communities over time (issue 45, docs/series.md): the bounds of a series, its matching rule's
 * defaults and what its answers carry, read by the gateway's schemas, the SPA's dialog and the
 * analysis service alike.
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
