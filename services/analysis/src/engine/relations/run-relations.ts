import type { MembershipScores } from '../membership/membership-scores.js';
import type { CsrGraph } from '../network/csr-graph.js';
import type { EdgeColumns } from '../types.js';
import { communityBridges, type Bridge } from './bridges.js';
import { interactionMatrix, type InteractionMatrix } from './interaction-matrix.js';

/** Bridges kept per community: enough for a tab and a report, small enough to save as one file. */
export const BRIDGES_PER_COMMUNITY = 50;

/** How a run's communities relate: who amplifies whom, and who connects them (saved with the run). */
export interface RunRelations {
  matrix: InteractionMatrix;
  /** Index = cluster_id − 1. */
  bridges: Bridge[][];
}

export function runRelations(
  edges: EdgeColumns,
  graph: CsrGraph,
  membership: MembershipScores,
  assignment: Int32Array,
  k: number,
): RunRelations {
  return {
    matrix: interactionMatrix(edges, assignment, k),
    bridges: communityBridges(graph, membership, assignment, edges.names, k, BRIDGES_PER_COMMUNITY),
  };
}
