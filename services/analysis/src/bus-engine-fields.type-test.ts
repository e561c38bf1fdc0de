// Checked by tsc -b (the analysis service's build): where each field of every message the analysis
// service takes goes. Every field of a topic's message must be named here with its reader, so a
// field added to a .proto message does not compile until someone has said where it goes (and
// the gateway's route-bus-fields.type-test.ts says where it comes from). The conversions
// themselves are typed by complete answers (askedCoordination answers every CoordinationSettings,
// ClusterChange has every field required): a line left out of one does not compile either.
import { Topic, type ReceivedEventOf, type ReceivedRequestOf, type RequestTopic, type EventTopic } from '@kizuna/proto';

type Fields<M> = Exclude<keyof M, '$typeName' | '$unknown'>;

/** Every field of the request topic's message, with the engine's name or parameter that takes it. */
function request<T extends RequestTopic>() {
  return (reads: { [K in Fields<ReceivedRequestOf<T>>]: string }) => reads;
}
function event<T extends EventTopic>() {
  return (reads: { [K in Fields<ReceivedEventOf<T>>]: string }) => reads;
}

const RUN = 'the run asked about (result files by process id)';

/** Every request topic the analysis service answers (its health aside): a new one fails until listed. */
type AnalysisRequestTopic = Exclude<Extract<RequestTopic, `analysis.${string}`>, `${Topic.AnalysisHealth}`>;

export const ANALYSIS_BUS_FIELDS = {
  [Topic.AnalysisGraphGet]: request<Topic.AnalysisGraphGet>()({ processId: RUN }),
  [Topic.AnalysisWholeGraphGet]: request<Topic.AnalysisWholeGraphGet>()({ processId: RUN }),
  [Topic.AnalysisClusterDetail]: request<Topic.AnalysisClusterDetail>()({
    processId: RUN,
    clusterId: 'clusterDetail(clusterId)',
  }),
  [Topic.AnalysisMembersList]: request<Topic.AnalysisMembersList>()({
    processId: RUN,
    clusterId: 'membersPage: the community (0: all)',
    page: 'membersPage: page',
    maxCount: 'membersPage: page size',
    sortKey: 'membersPage: sort key',
    ascending: 'membersPage: order',
    search: 'membersPage: search',
    timeStart: 'membersPage: active window start',
    timeEnd: 'membersPage: active window end',
    restrictAccounts: 'membersPage: whether onlyAccounts restricts the members',
    onlyAccounts: 'memberPage(accounts): the user keys kept (the label filter)',
  }),
  [Topic.AnalysisPostsList]: request<Topic.AnalysisPostsList>()({
    processId: RUN,
    clusterId: 'postsPage: the community',
    page: 'postsPage: page',
    maxCount: 'postsPage: page size',
    search: 'postsPage: search',
    timeStart: 'postsPage: window start',
    timeEnd: 'postsPage: window end',
  }),
  [Topic.AnalysisClusterWindow]: request<Topic.AnalysisClusterWindow>()({
    processId: RUN,
    clusterId: 'clusterWindow: the community (0: all)',
    timeStart: 'clusterWindow: window start',
    timeEnd: 'clusterWindow: window end',
  }),
  [Topic.AnalysisNodesSearch]: request<Topic.AnalysisNodesSearch>()({
    processId: RUN,
    query: 'searchNodes(query)',
    limit: 'searchNodes(limit)',
  }),
  [Topic.AnalysisClusterUpdate]: request<Topic.AnalysisClusterUpdate>()({
    processId: 'ClusterChange.processId',
    clusterId: 'ClusterChange.clusterId',
    name: 'ClusterChange.name',
    color: 'ClusterChange.color',
  }),
  [Topic.AnalysisExport]: request<Topic.AnalysisExport>()({
    processId: RUN,
    kind: 'ResultExports.write: which file',
    clusterId: 'ResultExports.write: the community (0: all)',
    nodeId: 'ResultExports.write: the user (node posts)',
    otherProcessId: 'ResultExports.write: the compared run (comparison users)',
    otherClusterId: "ResultExports.write: the compared run's community",
  }),
  [Topic.AnalysisRelationsMatrix]: request<Topic.AnalysisRelationsMatrix>()({
    processId: RUN,
    clusterId: 'unused by the matrix (every community)',
    timeStart: 'matrix(timeStart)',
    timeEnd: 'matrix(timeEnd)',
  }),
  [Topic.AnalysisRelationsBridges]: request<Topic.AnalysisRelationsBridges>()({
    processId: RUN,
    clusterId: 'bridges(clusterId)',
    timeStart: 'unused by bridges (the whole run)',
    timeEnd: 'unused by bridges (the whole run)',
  }),
  [Topic.AnalysisRunsCompare]: request<Topic.AnalysisRunsCompare>()({
    processId: RUN,
    otherProcessId: 'comparison(otherProcessId)',
  }),
  [Topic.AnalysisRunsCompareMembers]: request<Topic.AnalysisRunsCompareMembers>()({
    processId: RUN,
    otherProcessId: 'comparisonMembers: the other run',
    clusterId: 'comparisonMembers: community of this run',
    otherClusterId: 'comparisonMembers: community of the other run',
    page: 'comparisonMembers(page)',
    maxCount: 'comparisonMembers(maxCount)',
  }),
  [Topic.AnalysisCoordinationGet]: request<Topic.AnalysisCoordinationGet>()({
    processId: RUN,
    windowSeconds: 'CoordinationSettings.window_seconds',
    postWindowSeconds: 'CoordinationSettings.post_window_seconds',
    minRepetitions: 'CoordinationSettings.min_repetitions',
  }),
  [Topic.AnalysisCoordinationExport]: request<Topic.AnalysisCoordinationExport>()({
    processId: RUN,
    windowSeconds: 'CoordinationSettings.window_seconds',
    postWindowSeconds: 'CoordinationSettings.post_window_seconds',
    minRepetitions: 'CoordinationSettings.min_repetitions',
  }),
  [Topic.AnalysisNodeGet]: request<Topic.AnalysisNodeGet>()({ processId: RUN, nodeId: 'NodeDetails.get(nodeId)' }),
  [Topic.AnalysisSeriesFlows]: request<Topic.AnalysisSeriesFlows>()({
    runs: 'SeriesAsked.runs (each run: processId, projectId, projectName)',
    jaccard: 'SeriesAsked.rule.jaccard',
    share: 'SeriesAsked.rule.share',
  }),
  [Topic.AnalysisSeriesMovesList]: request<Topic.AnalysisSeriesMovesList>()({
    series: 'SeriesAsked (as the flows)',
    step: 'movesPage(step)',
    query: 'movesPage: text',
    sort: 'movesPage: sort',
    descending: 'movesPage: descending',
    page: 'movesPage: page',
    maxCount: 'movesPage: size',
  }),
  [Topic.AnalysisSeriesMovesExport]: request<Topic.AnalysisSeriesMovesExport>()({
    runs: 'SeriesAsked.runs',
    jaccard: 'SeriesAsked.rule.jaccard',
    share: 'SeriesAsked.rule.share',
  }),
  [Topic.AnalysisUsersPresent]: request<Topic.AnalysisUsersPresent>()({
    processId: 'RunUserKeys.present(processId)',
    accountsUtf8: 'RunUserKeys.present(accounts: utf8)',
    accountEnds: 'RunUserKeys.present(accounts: ends)',
  }),
  [Topic.AnalysisRequested]: event<Topic.AnalysisRequested>()({
    processId: 'AnalysisJob: the run',
    projectId: 'AnalysisJob: the project (logs)',
    datasetId: 'AnalysisJob: the dataset',
    postsKey: 'AnalysisJob: the posts file',
    k: 'AnalysisJob: communities',
    seed: 'AnalysisJob: the seed',
    relations: 'AnalysisJob: the interactions',
  }),
  [Topic.AnalysisPrepare]: event<Topic.AnalysisPrepare>()({
    datasetId: 'AnalysisJob.prepare(datasetId)',
    postsKey: 'AnalysisJob.prepare(postsKey)',
    relations: 'AnalysisJob.prepare(relations)',
  }),
  [Topic.AnalysisLayoutWanted]: event<Topic.AnalysisLayoutWanted>()({
    datasetId: 'AnalysisJob.layOut(datasetId)',
    postsKey: 'AnalysisJob.layOut(postsKey)',
    relations: 'AnalysisJob.layOut(relations)',
  }),
  [Topic.ProjectsDeleted]: event<Topic.ProjectsDeleted>()({
    projectId: 'unused: runs and the dataset are named',
    datasetId: 'RunWriter.deleteDataset',
    processIds: 'RunWriter.deleteRun',
  }),
  [Topic.ProjectsRunDeleted]: event<Topic.ProjectsRunDeleted>()({
    processId: 'RunWriter.deleteRun',
    projectId: 'unused: the run is named',
  }),
} satisfies Record<AnalysisRequestTopic, object> & Record<string, object>;

/** The coordination settings are the engine's under the same names: a setting added on one side only fails here. */
type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}`
  : S;
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const settingsMatch: Equal<
  Snake<Exclude<Fields<ReceivedRequestOf<Topic.AnalysisCoordinationGet>>, 'processId'> & string>,
  keyof import('./engine/coordination/index.js').CoordinationSettings
> = true;
void settingsMatch;
