import type { RunRelations } from './relations/run-relations.js';
import type { RunTable } from './result/run-table.js';
import type { WindowData } from './time-window/window-index.js';
import type { AnalysisSummary, CommunityDetail, CommunityResult, EdgeColumns, GraphPayload, RunUser } from './types.js';

/**
 * What one analysis run computes and hands to be saved (analyzePrepared). It stands apart from
 * types.ts because it names the relations and time-window results, whose modules build on
 * types.ts themselves. Its users are in `table` only: the worker writes the result files from
 * the arrays, with no object per user (results/encoded-run.ts).
 */
export interface RunResult {
  summary: AnalysisSummary;
  graph: GraphPayload;
  /** Each community's detail; its members are `table.members[c]`. */
  communities: Array<Omit<CommunityDetail, 'nodes'>>;
  /** Every edge of the network (the graph payload draws those among drawn users only). */
  edges: EdgeColumns;
  /** Every user's figures, community, place and keywords, in arrays. */
  table: RunTable;
  /** What a time window's keywords and posts are computed from after the run (saved with it). */
  window: WindowData;
  /** Interactions between communities and each community's bridges (saved with the run). */
  relations: RunRelations;
}

/**
 * A run's result with its users as objects too (`analyze`): every community's members as member
 * rows, every user's details keyed by node_id; their posts come from the dataset
 * (PreparedAnalysis.userPosts). The same as `table` holds, for callers that read users one by one.
 */
export interface AnalysisResult extends Omit<RunResult, 'communities'> {
  communities: CommunityResult[];
  users: Record<string, RunUser>;
}
