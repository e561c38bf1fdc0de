/**
 * How close in time, how often and how alike two accounts must act to be paired (coordinated
 * amplification): each setting's range and default, written once. The route table's schema, the
 * engine and the SPA's settings panel all read this table, and the answer cache and the stored
 * exports key their entries by `coordinationSettingsKey` of the normalised settings.
 *
 * The defaults are the coordination literature's usual ones (CooRTweet, the coordination network
 * toolkit): seconds, not hours, and repeated on distinct items. Every setting is a whole number: a
 * decimal window (599.999999999) would be a new setting to compute and a new file to keep for
 * what no user can tell apart from 600.
 */
export const COORDINATION_SETTINGS = {
  /** Two retweets of the same original at most this far apart co-retweet. */
  window_seconds: { min: 1, max: 600, default: 30 },
  /** Two posts of the same normalised text at most this far apart co-post. */
  post_window_seconds: { min: 1, max: 600, default: 60 },
  /** Distinct items a pair must have co-acted on to count as coordinated. */
  min_repetitions: { min: 2, max: 100, default: 3 },
  /**
   * Two posts' texts at least this similar (Jaccard of their shingles, in %) co-post as if equal;
   * 100 asks for equal normalised texts only (docs/coordination.md, "Near-identical posts").
   */
  similarity_percent: { min: 50, max: 100, default: 80 },
} as const;

export type CoordinationSettingName = keyof typeof COORDINATION_SETTINGS;
export type CoordinationSettings = { [K in CoordinationSettingName]: number };

/** The settings in their canonical order (the order of the table above). */
export const COORDINATION_SETTING_NAMES = Object.keys(COORDINATION_SETTINGS) as CoordinationSettingName[];

export const DEFAULT_COORDINATION: CoordinationSettings = Object.fromEntries(
  COORDINATION_SETTING_NAMES.map((name) => [name, COORDINATION_SETTINGS[name].default]),
) as CoordinationSettings;

/**
 * The widest window a question may ask for. The stored inputs keep only actions that have another
 * account's action on the same item within it, which is what keeps them small.
 */
export const MAX_WINDOW_SECONDS = Math.max(
  COORDINATION_SETTINGS.window_seconds.max,
  COORDINATION_SETTINGS.post_window_seconds.max,
);

/** Whether a value is one the setting takes: a whole number within its range. */
export function isCoordinationSettingValue(name: CoordinationSettingName, value: number): boolean {
  const { min, max } = COORDINATION_SETTINGS[name];
  return Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Settings within their ranges, defaults filling what is not given (absent, or 0: a bus message
 * has no absent numbers). Throws RangeError naming the setting on a value it does not take.
 */
export function coordinationSettings(asked: Partial<CoordinationSettings> = {}): CoordinationSettings {
  const settings = { ...DEFAULT_COORDINATION };
  for (const name of COORDINATION_SETTING_NAMES) {
    const value = asked[name];
    if (value === undefined || value === 0) continue;
    if (!isCoordinationSettingValue(name, value)) {
      const { min, max } = COORDINATION_SETTINGS[name];
      throw new RangeError(`${name} must be a whole number from ${min} to ${max}`);
    }
    settings[name] = value;
  }
  return settings;
}

/**
 * One string per distinct normalised settings, every setting in the canonical order, named: the
 * key of the answer cache and of a stored export. Two settings are the same question exactly when
 * their keys are equal, so the defaults are recognised by the key too (`isDefaultCoordination`).
 */
export function coordinationSettingsKey(settings: CoordinationSettings): string {
  return COORDINATION_SETTING_NAMES.map((name) => `${name}=${settings[name]}`).join('&');
}

const DEFAULT_KEY = coordinationSettingsKey(DEFAULT_COORDINATION);

export function isDefaultCoordination(settings: CoordinationSettings): boolean {
  return coordinationSettingsKey(settings) === DEFAULT_KEY;
}
