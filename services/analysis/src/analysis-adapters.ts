import type { ReceivedEventOf, ReceivedRequestOf, Topic } from '@kizuna/proto';
import { MEMBER_SORT_KEYS, RESULT_PAGE_DEFAULT, RESULT_PAGE_MAX, type MemberSortKey } from '@kizuna/proto/rules';
import type { CoordinationSettings } from './engine/coordination/index.js';
import type { ExportRequest } from './exports/export-request.js';
import type { AnalysisAsked } from './job/analysis-asked.js';
import type { ClusterChange } from './results/cluster-styles.js';
import type { MembersAsked, PostsAsked, TimeWindow } from './results/member-page.js';
import type { ComparisonBand } from './results/run-comparisons.js';
import type { ClusterWindowQuery } from './results/run-windows.js';
import { everyFieldRead, ignored, type Complete } from './read-every-field.js';

/*
 * One adapter per topic the analysis controller takes (issue 54): the received message in, the
 * engine's query out, every field of the one taken and every field of the other written
 * (read-every-field.ts). The handlers in analysis.controller.ts call these and nothing else reads
 * a message.
 */

/** A run, by its process id. */
export interface RunAsked {
  processId: string;
}
/** One community of a run (0: every user, where the topic allows it). */
export interface CommunityAsked extends RunAsked {
  clusterId: number;
}
export interface NodesSearchAsked extends RunAsked {
  query: string;
  limit: number;
}
export interface MatrixAsked extends RunAsked {
  timeStart: number;
  timeEnd: number;
}
export interface ComparisonAsked extends RunAsked {
  otherProcessId: string;
}
export interface ComparisonMembersAsked extends ComparisonBand {
  page: number;
  maxCount: number;
}
export interface CoordinationAsked extends RunAsked {
  settings: CoordinationSettings;
}
export interface NodeAsked extends RunAsked {
  nodeId: string;
}
export interface PrepareAsked {
  datasetId: string;
  postsKey: string;
  relations: readonly string[];
}
/** What a project's removal takes away: its runs, then its dataset ('' when it had none). */
export interface ProjectRemoval {
  datasetId: string;
  processIds: readonly string[];
}

/** A page number and size as the result tables serve them (RESULT_PAGE_MAX at most, 0: the default). */
function pageSize(maxCount: number): number {
  return Math.min(RESULT_PAGE_MAX, Math.max(1, maxCount || RESULT_PAGE_DEFAULT));
}

/** The bus sends no absent numbers: 0 to 0 is no window. */
function windowOf(start: number, end: number): TimeWindow | null {
  return start === 0 && end === 0 ? null : { start, end };
}

function memberSortKey(key: string): MemberSortKey {
  return (MEMBER_SORT_KEYS as readonly string[]).includes(key) ? (key as MemberSortKey) : 'pagerank';
}

export function toRunAsked(msg: ReceivedRequestOf<Topic.AnalysisGraphGet>): Complete<RunAsked> {
  const { processId, ...rest } = msg;
  everyFieldRead(rest);
  return { processId };
}

export function toCommunityAsked(msg: ReceivedRequestOf<Topic.AnalysisClusterDetail>): Complete<CommunityAsked> {
  const { processId, clusterId, ...rest } = msg;
  everyFieldRead(rest);
  return { processId, clusterId };
}

/** A member table page: the community (0: all), paging, sort, search, the active window and the label filter. */
export function toMembersAsked(msg: ReceivedRequestOf<Topic.AnalysisMembersList>): Complete<MembersAsked> {
  const {
    processId,
    clusterId,
    page,
    maxCount,
    sortKey,
    ascending,
    search,
    timeStart,
    timeEnd,
    restrictAccounts,
    onlyAccounts,
    ...rest
  } = msg;
  everyFieldRead(rest);
  return {
    processId,
    clusterId,
    page: Math.max(0, page),
    maxCount: pageSize(maxCount),
    sortKey: memberSortKey(sortKey),
    ascending,
    search,
    window: windowOf(timeStart, timeEnd),
    accounts: restrictAccounts ? new Set(onlyAccounts) : null,
    // One community's file comes most central first; every user's is several joined.
    rankOrdered: clusterId !== 0,
  };
}

export function toPostsAsked(msg: ReceivedRequestOf<Topic.AnalysisPostsList>): Complete<PostsAsked> {
  const { processId, clusterId, page, maxCount, search, timeStart, timeEnd, ...rest } = msg;
  everyFieldRead(rest);
  return {
    processId,
    clusterId,
    page: Math.max(0, page),
    maxCount: pageSize(maxCount),
    search,
    window: windowOf(timeStart, timeEnd),
  };
}

export function toClusterWindowQuery(
  msg: ReceivedRequestOf<Topic.AnalysisClusterWindow>,
): Complete<ClusterWindowQuery> {
  const { processId, clusterId, timeStart, timeEnd, ...rest } = msg;
  everyFieldRead(rest);
  return { processId, clusterId, timeStart, timeEnd };
}

export function toNodesSearchAsked(msg: ReceivedRequestOf<Topic.AnalysisNodesSearch>): Complete<NodesSearchAsked> {
  const { processId, query, limit, ...rest } = msg;
  everyFieldRead(rest);
  return { processId, query, limit };
}

export function toClusterChange(msg: ReceivedRequestOf<Topic.AnalysisClusterUpdate>): Complete<ClusterChange> {
  const { processId, clusterId, name, color, ...rest } = msg;
  everyFieldRead(rest);
  return { processId, clusterId, name, color };
}

export function toExportRequest(msg: ReceivedRequestOf<Topic.AnalysisExport>): Complete<ExportRequest> {
  const { processId, kind, clusterId, nodeId, otherProcessId, otherClusterId, ...rest } = msg;
  everyFieldRead(rest);
  return { processId, kind, clusterId, nodeId, otherProcessId, otherClusterId };
}

export function toMatrixAsked(msg: ReceivedRequestOf<Topic.AnalysisRelationsMatrix>): Complete<MatrixAsked> {
  const { processId, clusterId, timeStart, timeEnd, ...rest } = msg;
  everyFieldRead(rest);
  ignored(clusterId, 'the matrix holds every community');
  return { processId, timeStart, timeEnd };
}

export function toBridgesAsked(msg: ReceivedRequestOf<Topic.AnalysisRelationsBridges>): Complete<CommunityAsked> {
  const { processId, clusterId, timeStart, timeEnd, ...rest } = msg;
  everyFieldRead(rest);
  ignored(timeStart, 'bridges are counted over the whole run');
  ignored(timeEnd, 'bridges are counted over the whole run');
  return { processId, clusterId };
}

export function toComparisonAsked(msg: ReceivedRequestOf<Topic.AnalysisRunsCompare>): Complete<ComparisonAsked> {
  const { processId, otherProcessId, ...rest } = msg;
  everyFieldRead(rest);
  return { processId, otherProcessId };
}

export function toComparisonMembersAsked(
  msg: ReceivedRequestOf<Topic.AnalysisRunsCompareMembers>,
): Complete<ComparisonMembersAsked> {
  const { processId, otherProcessId, clusterId, otherClusterId, page, maxCount, ...rest } = msg;
  everyFieldRead(rest);
  return {
    processId,
    otherProcessId,
    clusterId,
    otherClusterId,
    page: Math.max(0, page),
    maxCount: pageSize(maxCount),
  };
}

/** The settings as the engine names them; 0 asks for a setting's default (the bus has no absent numbers). */
export function toCoordinationAsked(
  msg: ReceivedRequestOf<Topic.AnalysisCoordinationGet> | ReceivedRequestOf<Topic.AnalysisCoordinationExport>,
): Complete<CoordinationAsked> {
  const { processId, windowSeconds, postWindowSeconds, minRepetitions, similarityPercent, ...rest } = msg;
  everyFieldRead(rest);
  return {
    processId,
    settings: {
      window_seconds: windowSeconds,
      post_window_seconds: postWindowSeconds,
      min_repetitions: minRepetitions,
      similarity_percent: similarityPercent,
    },
  };
}

export function toNodeAsked(msg: ReceivedRequestOf<Topic.AnalysisNodeGet>): Complete<NodeAsked> {
  const { processId, nodeId, ...rest } = msg;
  everyFieldRead(rest);
  return { processId, nodeId };
}

export function toAnalysisAsked(msg: ReceivedEventOf<Topic.AnalysisRequested>): Complete<AnalysisAsked> {
  const { processId, projectId, datasetId, postsKey, k, seed, relations, ...rest } = msg;
  everyFieldRead(rest);
  return { processId, projectId, datasetId, postsKey, k, seed, relations };
}

export function toPrepareAsked(msg: ReceivedEventOf<Topic.AnalysisPrepare>): Complete<PrepareAsked> {
  const { datasetId, postsKey, relations, ...rest } = msg;
  everyFieldRead(rest);
  return { datasetId, postsKey, relations };
}

export function toProjectRemoval(msg: ReceivedEventOf<Topic.ProjectsDeleted>): Complete<ProjectRemoval> {
  const { projectId, datasetId, processIds, ...rest } = msg;
  everyFieldRead(rest);
  ignored(projectId, 'the runs and the dataset are named');
  return { datasetId, processIds };
}

export function toRunRemoval(msg: ReceivedEventOf<Topic.ProjectsRunDeleted>): Complete<RunAsked> {
  const { processId, projectId, ...rest } = msg;
  everyFieldRead(rest);
  ignored(projectId, 'the run is named');
  return { processId };
}
