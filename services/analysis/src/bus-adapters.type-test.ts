// Checked by tsc -b (the analysis service's build): every topic the analysis service takes has its
// adapter (analysis-adapters.ts, series-adapters.ts, run-users-adapters.ts), which takes every
// field of the message and writes every field of the engine's query (read-every-field.ts). A new
// analysis.* request topic fails here until its adapter is listed; the gateway's
// route-bus-fields.type-test.ts says where each field comes from.
import type { EventTopic, ReceivedEventOf, ReceivedRequestOf, RequestTopic } from '@kizuna/proto';
import { Topic } from '@kizuna/proto';
import * as analysis from './analysis-adapters.js';
import { toUsersPresentAsked } from './run-users-adapters.js';
import { toMovesAsked, toSeriesAsked } from './series-adapters.js';

/** Every request topic the analysis service answers (its health aside). */
type AnalysisRequestTopic = Exclude<Extract<RequestTopic, `analysis.${string}`>, `${Topic.AnalysisHealth}`>;
/** The events it takes. */
type TakenEventTopic = Extract<
  EventTopic,
  | `${Topic.AnalysisRequested}`
  | `${Topic.AnalysisPrepare}`
  | `${Topic.AnalysisLayoutWanted}`
  | `${Topic.ProjectsDeleted}`
  | `${Topic.ProjectsRunDeleted}`
>;

export const REQUEST_ADAPTERS = {
  [Topic.AnalysisGraphGet]: analysis.toRunAsked,
  [Topic.AnalysisWholeGraphGet]: analysis.toRunAsked,
  [Topic.AnalysisClusterDetail]: analysis.toCommunityAsked,
  [Topic.AnalysisMembersList]: analysis.toMembersAsked,
  [Topic.AnalysisPostsList]: analysis.toPostsAsked,
  [Topic.AnalysisClusterWindow]: analysis.toClusterWindowQuery,
  [Topic.AnalysisNodesSearch]: analysis.toNodesSearchAsked,
  [Topic.AnalysisClusterUpdate]: analysis.toClusterChange,
  [Topic.AnalysisExport]: analysis.toExportRequest,
  [Topic.AnalysisRelationsMatrix]: analysis.toMatrixAsked,
  [Topic.AnalysisRelationsBridges]: analysis.toBridgesAsked,
  [Topic.AnalysisRunsCompare]: analysis.toComparisonAsked,
  [Topic.AnalysisRunsCompareMembers]: analysis.toComparisonMembersAsked,
  [Topic.AnalysisCoordinationGet]: analysis.toCoordinationAsked,
  [Topic.AnalysisCoordinationExport]: analysis.toCoordinationAsked,
  [Topic.AnalysisNodeGet]: analysis.toNodeAsked,
  [Topic.AnalysisSeriesFlows]: toSeriesAsked,
  [Topic.AnalysisSeriesMovesList]: toMovesAsked,
  [Topic.AnalysisSeriesMovesExport]: toSeriesAsked,
  [Topic.AnalysisUsersPresent]: toUsersPresentAsked,
} satisfies { [T in AnalysisRequestTopic]: (msg: ReceivedRequestOf<T>) => object };

export const EVENT_ADAPTERS = {
  [Topic.AnalysisRequested]: analysis.toAnalysisAsked,
  [Topic.AnalysisPrepare]: analysis.toPrepareAsked,
  [Topic.AnalysisLayoutWanted]: analysis.toPrepareAsked,
  [Topic.ProjectsDeleted]: analysis.toProjectRemoval,
  [Topic.ProjectsRunDeleted]: analysis.toRunRemoval,
} satisfies { [T in TakenEventTopic]: (msg: ReceivedEventOf<T>) => object };
