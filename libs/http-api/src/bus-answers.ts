import { Topic } from '@kizuna/proto';
import type { z } from 'zod';
import {
  ClusterDetailAnswer,
  ClusterMembersAnswer,
  ClusterTweetsAnswer,
  ClusterWindowAnswer,
  NodeDetailAnswer,
  SearchNodesAnswer,
  UpdateClusterAnswer,
} from './results.js';
import { BridgesAnswer, ComparisonMembersAnswer, InteractionMatrixAnswer, RunComparisonAnswer } from './relations.js';
import { CoordinationAnswer } from './coordination.js';
import { SeriesFlowsAnswer, SeriesMovesAnswer } from './series.js';

/**
 * The HTTP answer each JSON bus reply of the analysis service carries: the gateway forwards
 * these bytes as they are, so both ends type the reply by the route's own answer schema.
 */
export const BUS_ANSWERS = {
  [Topic.AnalysisClusterDetail]: ClusterDetailAnswer,
  [Topic.AnalysisMembersList]: ClusterMembersAnswer,
  [Topic.AnalysisPostsList]: ClusterTweetsAnswer,
  [Topic.AnalysisClusterWindow]: ClusterWindowAnswer,
  [Topic.AnalysisNodesSearch]: SearchNodesAnswer,
  [Topic.AnalysisClusterUpdate]: UpdateClusterAnswer,
  [Topic.AnalysisNodeGet]: NodeDetailAnswer,
  [Topic.AnalysisRelationsMatrix]: InteractionMatrixAnswer,
  [Topic.AnalysisRelationsBridges]: BridgesAnswer,
  [Topic.AnalysisRunsCompare]: RunComparisonAnswer,
  [Topic.AnalysisRunsCompareMembers]: ComparisonMembersAnswer,
  [Topic.AnalysisCoordinationGet]: CoordinationAnswer,
  [Topic.AnalysisSeriesFlows]: SeriesFlowsAnswer,
  [Topic.AnalysisSeriesMovesList]: SeriesMovesAnswer,
} as const;

export type JsonReplyTopic = keyof typeof BUS_ANSWERS;
export type BusAnswer<T extends JsonReplyTopic> = z.infer<(typeof BUS_ANSWERS)[T]>;
