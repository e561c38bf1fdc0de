/**
 * The whole graph of a run in one binary answer (issue 59): every user's position, community,
 * degree, PageRank, activity and name, and every relation as a pair of user indexes. Read by the
 * SPA's WebGL view straight into typed arrays (no object per user); written by the analysis
 * service. Layout of the bytes: docs/http-api.md, "The whole graph, binary".
 */
export interface WholeGraph {
  /** Users are indexed 0..n-1 in every array below. */
  userCount: number;
  /** The run's community count k; communities are indexed 0..k-1 (cluster_id - 1). */
  communityCount: number;
  flags: number;
  /** x, y per user, interleaved (2 per user). */
  positions: Float32Array;
  /** Each user's community index. */
  community: Uint8Array | Uint16Array;
  /** Users per community. */
  communitySizes: Uint32Array;
  /** Distinct neighbours in the relations chosen for the project. */
  degree: Uint32Array;
  pagerank: Float32Array;
  /** User indexes, most central first (PageRank, then degree, then index): names are drawn in this order. */
  centralityOrder: Uint32Array;
  /** First and last post time per user in ms since the epoch; NaN for users who never posted. */
  firstTime: Float64Array;
  lastTime: Float64Array;
  /** Relations as user index pairs, 2 per pair (the smaller index first); each pair once. */
  pairs: Uint32Array;
  /** Relations behind each pair (both directions and every chosen kind summed). */
  pairWeights: Float32Array;
  /** The user ids (lowercased screen names: node_id in every other answer). */
  ids: readonly string[];
  /** Display names; '' where the display name is the id itself. */
  labels: readonly string[];
}

/** The first 4 bytes of the answer. */
export const WHOLE_GRAPH_MAGIC = 'KZWG';
/** Raised when the layout of the bytes changes; a reader refuses other versions. */
export const WHOLE_GRAPH_VERSION = 2;
/** Bytes before the first section. */
export const WHOLE_GRAPH_HEADER_BYTES = 96;

/** flags: the positions come from the relations (the project's layout); without it, from today's community circles. */
export const LAID_OUT_BY_RELATIONS = 1;
/** flags: more than 255 communities (the decoded community column is a Uint16Array). */
export const WIDE_COMMUNITIES = 2;
/** flags: the degrees are a section of their own (they are not each user's count of pairs). */
export const DEGREE_STORED = 4;
/** flags: the weights are float32 (some are not whole numbers below 2^32). */
export const FRACTIONAL_WEIGHTS = 8;

/** The positions' grid: each axis of the layout's bounding box in this many steps (u16). */
export const POSITION_STEPS = 65_535;
