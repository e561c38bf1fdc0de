/**
 * The settings' ranges, defaults, normalisation and canonical key are a rule the route table, the
 * SPA and the engine share (`coordination-settings` in @kizuna/proto's rules); the constants
 * below are the engine's own.
 */
export {
  coordinationSettings,
  coordinationSettingsKey,
  DEFAULT_COORDINATION,
  isDefaultCoordination,
  MAX_WINDOW_SECONDS,
  type CoordinationSettings,
} from '@kizuna/proto/engine-rules';

/**
 * Per action, at most this many actions on either side on the same item are looked at. It bounds
 * the work of a burst (10,000 retweets of one post inside the window would be 50 million pairs) to
 * 2 · 32 · actions; what it can miss is a pair whose two actions on that item have more than 32
 * other actions between them inside the window — on that item only (docs/coordination.md).
 */
export const MAX_NEIGHBOURS = 32;

/** Shorter normalised texts are not compared: identical short replies ("おはようございます", "lol") are not evidence. */
export const MIN_POST_TEXT_LENGTH = 10;

/** Evidence items listed per group (the most recent ones are cut); evidence_total counts them all. */
export const EVIDENCE_LIMIT = 100;

/**
 * Co-actions listed per evidence item (the latest are cut; actions_total counts them all), and
 * pairs listed per group (the weakest are cut; pairs_total counts them all). A loose setting on a
 * large project makes a group of thousands of accounts with ten thousand pairs and hundreds of
 * co-actions on each item: listed in full, they were two thirds of a 3 MB answer and of its time,
 * and more names than a page can show (docs/coordination.md).
 */
export const EVIDENCE_ACTIONS_LIMIT = 20;
export const PAIRS_LIMIT = 100;
