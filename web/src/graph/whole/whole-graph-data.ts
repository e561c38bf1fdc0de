import type { WholeGraph } from '@kizuna/proto/graph-binary';

/**
 * What the WebGL view reads of the whole-graph answer (`WholeGraph`, decoded from the binary
 * route): one typed array per column, one entry per user (or per relation), never an object per
 * user. Only the columns the view uses, so a test builds one by hand. Communities are 0..k-1
 * (cluster_id - 1); a label '' means the name is the id itself.
 */
export type WholeGraphData = Pick<
  WholeGraph,
  | 'userCount'
  | 'communityCount'
  | 'positions'
  | 'community'
  | 'degree'
  | 'centralityOrder'
  | 'firstTime'
  | 'lastTime'
  | 'pairs'
  | 'ids'
  | 'labels'
>;
