/**
 * What the WebGL view reads of the whole-graph answer (`WholeGraph` of `@kizuna/proto`, decoded
 * from the binary route): one typed array per column, one entry per user (or per relation), never
 * an object per user. Only the columns the view uses are named, so a test builds one by hand.
 */
export interface WholeGraphData {
  userCount: number;
  communityCount: number;
  /** x, y per user, interleaved (the project's layout: the same for every run and k). */
  positions: Float32Array;
  /** The run's community per user, 0..k-1 (cluster_id - 1). */
  community: Uint8Array | Uint16Array;
  degree: Uint32Array;
  /** Users from the most central (pagerank) to the least. */
  centralityOrder: Uint32Array;
  /** First and last post per user, ms since the epoch; NaN: never posted. */
  firstTime: Float64Array;
  lastTime: Float64Array;
  /** Relations as pairs of user indexes, 2 per relation, each once. */
  pairs: Uint32Array;
  /** node_id per user. */
  ids: readonly string[];
  /** Display names; '' where the name is the id itself. */
  labels: readonly string[];
}
