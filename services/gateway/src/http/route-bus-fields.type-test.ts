// Checked by tsc -b (the gateway's build): where every request field of every route goes. A field
// the route table reads is either carried by a bus field of the topics the route's handler asks
// (same name in camelCase, or the bus field named here), or read by the gateway itself (named
// here, with why). Adding a field to a route's schema without carrying it fails here; forgetting
// to fill a bus field fails at the sender (BusClient takes Complete payloads: every field written).
import type { RouteFields, RouteName } from '@kizuna/http-api';
import { Topic, type RequestOf, type RequestTopic } from '@kizuna/proto';

type Camel<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
/** A bus field of any of the topics (distributed over a union of topics). */
type BusKey<T extends RequestTopic> = T extends RequestTopic
  ? Exclude<keyof RequestOf<T>, '$typeName' | '$unknown'> & string
  : never;
type FieldKey<R extends RouteName> = keyof RouteFields<R> & string;
/** Read by the gateway itself, not sent on: the reason is part of the entry. */
type GatewayUse = `gateway: ${string}`;

/**
 * The route fields whose camelCase name is not a bus field of the topics: each must be named,
 * with the bus field that carries it or the gateway's use of it.
 */
type Routing<R extends RouteName, T extends RequestTopic> = {
  [K in FieldKey<R> as Camel<K> extends BusKey<T> ? never : K]: BusKey<T> | GatewayUse;
};

interface Crossing {
  topics: readonly RequestTopic[];
  routing: object;
}

/** The route's topics and where its other fields go, checked against the route's fields. */
function crosses<R extends RouteName>() {
  return <T extends RequestTopic>(topics: readonly T[], routing: Routing<R, T>): Crossing => ({ topics, routing });
}

/** A route that asks no service: nothing crosses the bus. */
function local<R extends RouteName>(why: string, routing: { [K in FieldKey<R>]: GatewayUse }) {
  return { topics: [], routing, why };
}

/** Every route by name: a new route fails the build until it is listed here. */
export const ROUTE_BUS_FIELDS = {
  healthcheck: local<'healthcheck'>('answered by the gateway', {}),
  liveness: local<'liveness'>('answered by the gateway', {}),
  readiness: local<'readiness'>('asks each service its health topic, with no fields', {}),
  serverConfig: local<'serverConfig'>('the gateway configuration', {}),
  databaseStatus: crosses<'databaseStatus'>()([Topic.AuthHealth], {
    lang_code: 'gateway: the language of the answer',
  }),
  devLogin: crosses<'devLogin'>()([Topic.AuthDevLogin], { user_email: 'email' }),
  passwordLogin: crosses<'passwordLogin'>()([Topic.AuthPasswordLogin], {
    user_email: 'email',
    user_passwd: 'password',
  }),
  exchangeSsoCode: crosses<'exchangeSsoCode'>()([Topic.AuthSsoExchange], {}),
  oidcStart: local<'oidcStart'>('a redirect to the identity provider', {}),
  oidcCallback: crosses<'oidcCallback'>()([Topic.AuthSsoComplete], {}),
  logout: crosses<'logout'>()([Topic.AuthLogout], {}),
  registerAccount: crosses<'registerAccount'>()([Topic.AuthRegister], {
    data: 'username',
    lang_code: 'lang',
  }),
  isAdmin: local<'isAdmin'>('read from the caller', {}),
  listApplications: crosses<'listApplications'>()([Topic.AuthApplicationsList], { type: 'all' }),
  approveUser: crosses<'approveUser'>()([Topic.AuthAccountChange], { id: 'userId', state: 'change' }),
  listUsers: crosses<'listUsers'>()([Topic.AuthUsersList], {}),
  removeUser: crosses<'removeUser'>()([Topic.AuthAccountChange], { id: 'userId', state: 'change' }),
  dismissRestoreRequest: crosses<'dismissRestoreRequest'>()([Topic.AuthAccountChange], { id: 'userId' }),
  setAdmin: crosses<'setAdmin'>()([Topic.AuthAccountChange], { id: 'userId', state: 'change' }),
  updateSupplierCode: crosses<'updateSupplierCode'>()([Topic.AuthAccountChange], { id: 'userId' }),
  setLabelEditor: crosses<'setLabelEditor'>()([Topic.AuthAccountChange], { id: 'userId', state: 'change' }),
  changePassword: crosses<'changePassword'>()([Topic.AuthPasswordChange], {
    user_email: "gateway: must be the caller's own address (userId is the caller's)",
    user_passwd: 'password',
    current_passwd: 'currentPassword',
  }),
  requestPasswordReset: crosses<'requestPasswordReset'>()([Topic.AuthPasswordLinkRequest], { lang_code: 'lang' }),
  setPasswordByLink: crosses<'setPasswordByLink'>()([Topic.AuthPasswordLinkUse], { user_passwd: 'password' }),
  requestRestore: crosses<'requestRestore'>()([Topic.AuthRestoreRequest], { lang_code: 'lang' }),
  listData: crosses<'listData'>()([Topic.ProjectsList], { login_user_id: 'ownerId' }),
  getProject: crosses<'getProject'>()([Topic.ProjectsGet], {}),
  getRawdata: crosses<'getRawdata'>()([Topic.ProjectsGet, Topic.IngestRawDataGet], {}),
  deleteCsv: crosses<'deleteCsv'>()([Topic.ProjectsGet, Topic.ProjectsDelete], {}),
  analyzeStart: crosses<'analyzeStart'>()([Topic.ProjectsStart], { list_process_id: 'processIds' }),
  registerAnalyze: crosses<'registerAnalyze'>()([Topic.IngestRegister, Topic.ProjectsCreate], {
    list_cluster_count: 'clusterCounts',
    path_s3: 'uploadKey',
    colindex_screen_name: 'mapping',
    colindex_tweet_text: 'mapping',
    colindex_tweet_date: 'mapping',
    colindex_count_follower: 'mapping',
    opt1_col_index: 'mapping',
    opt2_col_index: 'mapping',
    opt3_col_index: 'mapping',
    opt4_col_index: 'mapping',
    opt5_col_index: 'mapping',
    project_id: 'replaceProjectId',
  }),
  addRun: crosses<'addRun'>()([Topic.ProjectsGet, Topic.ProjectsRunAdd], {}),
  retryRun: crosses<'retryRun'>()([Topic.ProjectsRunRetry], {}),
  deleteRun: crosses<'deleteRun'>()([Topic.ProjectsRunDelete], {}),
  shareProject: crosses<'shareProject'>()([Topic.ProjectsShare], { email: 'share', role: 'share' }),
  unshareProject: crosses<'unshareProject'>()([Topic.ProjectsUnshare], {}),
  shareCompany: crosses<'shareCompany'>()([Topic.ProjectsCompanyShare], { on: 'companyCode' }),
  shareCandidates: crosses<'shareCandidates'>()([Topic.AuthUsersList], { prefix: 'search' }),
  transferProjects: crosses<'transferProjects'>()([Topic.ProjectsTransfer], { to_email: 'to' }),
  registerProgress: crosses<'registerProgress'>()([Topic.IngestRegisterProgress], { path_s3: 'uploadKey' }),
  uploadCsv: crosses<'uploadCsv'>()([Topic.IngestInspect], {}),
  getGraph: crosses<'getGraph'>()([Topic.AnalysisGraphGet], {}),
  getWholeGraph: crosses<'getWholeGraph'>()([Topic.AnalysisWholeGraphGet], {}),
  getClusterDetail: crosses<'getClusterDetail'>()([Topic.AnalysisClusterDetail], {}),
  getNodeDetail: crosses<'getNodeDetail'>()([Topic.AnalysisNodeGet], {
    cluster_id: "gateway: sent by the spec; a user's detail does not depend on it",
  }),
  getClusterMembers: crosses<'getClusterMembers'>()([Topic.AnalysisMembersList, Topic.ProjectsLabelsAssignments], {
    is_ascending: 'ascending',
    date_start: 'timeStart',
    date_end: 'timeEnd',
    only_labelled: 'restrictAccounts',
    company_code: 'team',
  }),
  getClusterTweets: crosses<'getClusterTweets'>()([Topic.AnalysisPostsList], {
    date_start: 'timeStart',
    date_end: 'timeEnd',
  }),
  getClusterWindow: crosses<'getClusterWindow'>()([Topic.AnalysisClusterWindow], {
    date_start: 'timeStart',
    date_end: 'timeEnd',
  }),
  searchNodes: crosses<'searchNodes'>()([Topic.AnalysisNodesSearch], {}),
  updateCluster: crosses<'updateCluster'>()([Topic.AnalysisClusterUpdate], {
    cluster_name: 'name',
    cluster_color: 'color',
  }),
  downloadClusterDetails: crosses<'downloadClusterDetails'>()([Topic.AnalysisExport, Topic.ProjectsLabelsAssignments], {
    download_type: 'kind',
  }),
  downloadNodeTweets: crosses<'downloadNodeTweets'>()([Topic.AnalysisExport, Topic.ProjectsLabelsAssignments], {}),
  downloadGexf: crosses<'downloadGexf'>()([Topic.AnalysisExport], {}),
  getInteractionMatrix: crosses<'getInteractionMatrix'>()([Topic.AnalysisRelationsMatrix], {
    date_start: 'timeStart',
    date_end: 'timeEnd',
  }),
  downloadInteractionMatrix: crosses<'downloadInteractionMatrix'>()([Topic.AnalysisExport], {}),
  getBridges: crosses<'getBridges'>()([Topic.AnalysisRelationsBridges], {}),
  getRunComparison: crosses<'getRunComparison'>()([Topic.AnalysisRunsCompare], {}),
  getComparisonMembers: crosses<'getComparisonMembers'>()([Topic.AnalysisRunsCompareMembers], {}),
  downloadComparisonMembers: crosses<'downloadComparisonMembers'>()(
    [Topic.AnalysisExport, Topic.ProjectsLabelsAssignments],
    {},
  ),
  getCoordination: crosses<'getCoordination'>()([Topic.AnalysisCoordinationGet], {}),
  downloadCoordination: crosses<'downloadCoordination'>()(
    [Topic.AnalysisCoordinationExport, Topic.ProjectsLabelsAssignments],
    {},
  ),
  listAccessLogs: crosses<'listAccessLogs'>()([Topic.LogsAccessList], { date_start: 'range', date_end: 'range' }),
  downloadAccessLogs: crosses<'downloadAccessLogs'>()([Topic.LogsAccessExport], {
    date_start: 'range',
    date_end: 'range',
  }),
  listSecurityEvents: crosses<'listSecurityEvents'>()([Topic.LogsSecurityList], {
    date_start: 'range',
    date_end: 'range',
  }),
  downloadSecurityEvents: crosses<'downloadSecurityEvents'>()([Topic.LogsSecurityExport], {
    date_start: 'range',
    date_end: 'range',
  }),
  getSeriesFlows: crosses<'getSeriesFlows'>()([Topic.ProjectsGet, Topic.AnalysisSeriesFlows], {
    process_ids: 'runs',
    threshold: 'jaccard',
  }),
  getSeriesMoves: crosses<'getSeriesMoves'>()([Topic.ProjectsGet, Topic.AnalysisSeriesMovesList], {
    process_ids: 'series',
    threshold: 'series',
  }),
  downloadSeriesMoves: crosses<'downloadSeriesMoves'>()(
    [Topic.ProjectsGet, Topic.AnalysisSeriesMovesExport, Topic.ProjectsLabelsAssignments],
    {
      threshold: 'jaccard',
    },
  ),
  saveSeries: crosses<'saveSeries'>()([Topic.ProjectsGet, Topic.ProjectsSeriesSave], {}),
  listSeries: crosses<'listSeries'>()([Topic.ProjectsSeriesList], {}),
  getSeries: crosses<'getSeries'>()([Topic.ProjectsSeriesGet, Topic.ProjectsGet], {}),
  renameSeries: crosses<'renameSeries'>()([Topic.ProjectsSeriesGet, Topic.ProjectsSeriesRename], {}),
  deleteSeries: crosses<'deleteSeries'>()([Topic.ProjectsSeriesGet, Topic.ProjectsSeriesDelete], {}),
  listRunSeries: crosses<'listRunSeries'>()([Topic.ProjectsGet, Topic.ProjectsSeriesOfRuns], {}),
  renameTrack: crosses<'renameTrack'>()([Topic.ProjectsGet, Topic.AnalysisClusterUpdate], {
    communities: 'processId',
  }),
  listLabels: crosses<'listLabels'>()([Topic.ProjectsLabelsList, Topic.ProjectsLabelsMayChange], {
    company_code: 'team',
  }),
  createLabel: crosses<'createLabel'>()([Topic.ProjectsLabelsCreate], { company_code: 'team' }),
  updateLabel: crosses<'updateLabel'>()([Topic.ProjectsLabelsUpdate], { company_code: 'team' }),
  deleteLabel: crosses<'deleteLabel'>()([Topic.ProjectsLabelsDelete], { company_code: 'team' }),
  assignLabel: crosses<'assignLabel'>()([Topic.ProjectsLabelsAssign], { company_code: 'team' }),
  unassignLabel: crosses<'unassignLabel'>()([Topic.ProjectsLabelsUnassign], { company_code: 'team' }),
  importLabels: crosses<'importLabels'>()([Topic.ProjectsLabelsImport], { company_code: 'team' }),
  exportLabels: crosses<'exportLabels'>()([Topic.ProjectsLabelsAssignments], { company_code: 'team' }),
  getRunLabels: crosses<'getRunLabels'>()([Topic.ProjectsGet, Topic.ProjectsLabelsAssignments], {
    company_code: 'team',
    page: 'gateway: pages the labelled accounts of the run',
    max_count: 'gateway: pages the labelled accounts of the run',
  }),
  docsPage: local<'docsPage'>('served by the gateway', {}),
  openapiDocument: local<'openapiDocument'>('served by the gateway', {}),
  docsScript: local<'docsScript'>('served by the gateway', {}),
} satisfies Record<RouteName, Crossing>;
