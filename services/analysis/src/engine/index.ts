export * from './types.js';
export type { AnalysisResult, RunResult } from './analysis-result.js';
export type { RunTable } from './result/run-table.js';
export {
  analyze,
  analyzePrepared,
  withUserObjects,
  MEMBER_HEADERS,
  DEFAULT_TOP_KEYWORDS,
  DEFAULT_TOP_POSTS,
} from './analyze.js';
export {
  prepareAnalysis,
  prepareNetwork,
  withTerms,
  type PreparedAnalysis,
  type PreparedNetwork,
} from './prepare-analysis.js';
export { PostTable, PostTableBuilder } from './posts/post-table.js';
export { textList, type TextList } from './posts/text-list.js';
export { COMMUNITY_COLORS, communityColor } from './colors/index.js';
export { buildNetwork, toUndirected, buildCsr, type CsrGraph, type UserNetwork } from './network/index.js';
export {
  leiden,
  modularity,
  mergeToK,
  partitionExactK,
  connectedComponents,
  inducedSubgraph,
  refineByBlockModel,
  alignLabels,
} from './communities/index.js';
export { chooseBucket, type BucketUnit } from './time-series/index.js';
export { nodeDetail } from './result/index.js';
export {
  windowData,
  windowKeywords,
  windowPosts,
  type TimeSpan,
  type WindowData,
  type WindowIndex,
} from './time-window/index.js';
export {
  interactionMatrix,
  communityBridges,
  compareRuns,
  runRelations,
  type Bridge,
  type InteractionMatrix,
  type RunComparison,
  type RunRelations,
} from './relations/index.js';
