/**
 * One run of a series as the matching reads it: each user's account name as the locator matches
 * it (lowercased), their community (0-based) and their posts in the run. Users are in any order.
 */
export interface SeriesRunUsers {
  k: number;
  /** The match key of each user: the account name lowercased. */
  ids: readonly string[];
  /** Community 0..k-1 of each user. */
  community: Int32Array;
  /** Each user's posts in the run. */
  posts: Int32Array;
}

/** The thresholds of the rule (docs/series.md): a successor when jaccard ≥ jaccard or share ≥ share. */
export interface SeriesRuleThresholds {
  jaccard: number;
  share: number;
}

/** Each community's users, counted. */
export function communitySizes(run: SeriesRunUsers): Int32Array {
  const sizes = new Int32Array(run.k);
  for (let u = 0; u < run.community.length; u++) sizes[run.community[u]]++;
  return sizes;
}

/**
 * Each match key's user index, the first user holding it; later users with a key already taken
 * are counted in `duplicates` and left out of the matching (the network keys users by the same
 * lowercased name, so a stored run has none; a run stored otherwise must not fail the series).
 */
export function indexByName(run: SeriesRunUsers): { index: Map<string, number>; duplicates: number } {
  const index = new Map<string, number>();
  let duplicates = 0;
  for (let u = 0; u < run.ids.length; u++) {
    if (index.has(run.ids[u])) duplicates++;
    else index.set(run.ids[u], u);
  }
  return { index, duplicates };
}
