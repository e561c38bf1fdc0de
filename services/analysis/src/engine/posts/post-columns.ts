/**
 * Posts in columns, as they move between threads: typed arrays move without copying
 * (transferred) and the two string columns clone far faster than half a million small objects.
 */
export interface PostColumns {
  rows: Int32Array;
  times: Float64Array;
  /** NaN where the follower count is unknown. */
  followers: Float64Array;
  authors: string[];
  texts: string[];
}
