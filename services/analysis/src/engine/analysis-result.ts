import type { RunRelations } from './relations/run-relations.js';
import type { WindowData } from './time-window/window-index.js';
import type { AnalysisSummary, CommunityResult, EdgeColumns, GraphPayload, RunUser } from './types.js';

/**
 * What one analysis run computes and hands to be saved. It stands apart from types.ts because it
 * names the relations and time-window results, whose modules build on types.ts themselves.
 */
export interface AnalysisResult {
  summary: AnalysisSummary;
  graph: GraphPayload;
  communities: CommunityResult[];
  /** Every edge of the network (the graph payload draws those among drawn users only). */
  edges: EdgeColumns;
  /** Every user, keyed by node_id; their posts come from the dataset (PreparedAnalysis.userPosts). */
  users: Record<string, RunUser>;
  /** What a time window's keywords and posts are computed from after the run (saved with it). */
  window: WindowData;
  /** Interactions between communities and each community's bridges (saved with the run). */
  relations: RunRelations;
}
