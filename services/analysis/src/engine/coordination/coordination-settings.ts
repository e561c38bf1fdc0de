/**
 * How close in time and how often two accounts must act alike to be paired (issue 31). The
 * defaults are the coordination literature's usual ones (CooRTweet, the coordination network
 * toolkit): seconds, not hours, and repeated on distinct items, which is what separates an
 * organised wave from many people reacting to one popular post.
 */
export interface CoordinationSettings {
  /** Two retweets of the same original at most this far apart co-retweet. */
  window_seconds: number;
  /** Two posts of the same normalised text at most this far apart co-post. */
  post_window_seconds: number;
  /** Distinct items a pair must have co-acted on to count as coordinated. */
  min_repetitions: number;
}

export const DEFAULT_COORDINATION: CoordinationSettings = {
  window_seconds: 30,
  post_window_seconds: 60,
  min_repetitions: 3,
};

/**
 * The widest window a question may ask for. The stored inputs keep only actions that have another
 * account's action on the same item within it, which is what keeps them small.
 */
export const MAX_WINDOW_SECONDS = 600;
export const MIN_REPETITIONS_RANGE = { min: 2, max: 100 } as const;

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

/** Settings within their ranges, defaults filling what is not given. Throws RangeError on a value out of range. */
export function coordinationSettings(asked: Partial<CoordinationSettings> = {}): CoordinationSettings {
  const settings = { ...DEFAULT_COORDINATION };
  for (const key of ['window_seconds', 'post_window_seconds'] as const) {
    const value = asked[key];
    if (value === undefined || value === 0) continue;
    if (!Number.isFinite(value) || value < 1 || value > MAX_WINDOW_SECONDS)
      throw new RangeError(`${key} must be between 1 and ${MAX_WINDOW_SECONDS}`);
    settings[key] = value;
  }
  const m = asked.min_repetitions;
  if (m !== undefined && m !== 0) {
    if (!Number.isInteger(m) || m < MIN_REPETITIONS_RANGE.min || m > MIN_REPETITIONS_RANGE.max)
      throw new RangeError(
        `min_repetitions must be an integer between ${MIN_REPETITIONS_RANGE.min} and ${MIN_REPETITIONS_RANGE.max}`,
      );
    settings.min_repetitions = m;
  }
  return settings;
}
