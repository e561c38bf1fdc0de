import {
  BridgesAnswer,
  ClusterDetailAnswer,
  ClusterMembersAnswer,
  ClusterTweetsAnswer,
  ClusterWindowAnswer,
  ComparisonMembersAnswer,
  CoordinationAnswer,
  InteractionMatrixAnswer,
  NodeDetailAnswer,
  RunComparisonAnswer,
  SearchNodesAnswer,
  UpdateClusterAnswer,
} from '@kizuna/http-api';
import { Topic } from '@kizuna/proto';
import type { z } from 'zod';

/**
 * The HTTP answer each JSON bus reply of the analysis service carries: the gateway forwards
 * these bytes as they are, so the reply is typed by the route's own answer schema.
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
} as const;

export type JsonReplyTopic = keyof typeof BUS_ANSWERS;
export type BusAnswer<T extends JsonReplyTopic> = z.infer<(typeof BUS_ANSWERS)[T]>;

/** A JSON reply of the topic: the answer, typed by its schema, as the bytes the bus carries. */
export function jsonReply<T extends JsonReplyTopic>(_topic: T, answer: BusAnswer<T>): { json: Uint8Array } {
  return { json: new TextEncoder().encode(JSON.stringify(answer)) };
}
