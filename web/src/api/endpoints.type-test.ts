// Checked by the web's tsc (npm run build, and the lint's type step): each SPA endpoint takes the
// fields its route-table entry reads, and answers as it does where the answer is kept whole.
import type { RouteAnswer, RouteName, RouteRequest } from '@kizuna/http-api';
import type { authApi } from './auth-api';
import type { coordinationApi } from './coordination-api';
import type { databaseApi } from './database-api';
import type { ingestApi } from './ingest-api';
import type { labelsApi } from './labels-api';
import type { logsApi } from './logs-api';
import type { projectsApi } from './projects-api';
import type { relationsApi } from './relations-api';
import type { resultsApi } from './results-api';
import type { reviewApi } from './review-api';
import type { seriesApi } from './series-api';
import type { sharingApi } from './sharing-api';
import type { usersApi } from './users-api';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Types<E> = E extends { Types: infer T } ? T : never;
type Arg<E> = Types<E> extends { QueryArg: infer A } ? A : never;
type Result<E> = Types<E> extends { ResultType: infer R } ? R : never;

/** Every endpoint of an API file, by the route it calls (a missing or unknown endpoint fails). */
type RoutesOf<Api extends { endpoints: object }> = { [K in keyof Api['endpoints']]: RouteName };

/** The endpoints whose argument is not exactly their route's fields (listed by name, so none slips through). */
type Mismatched<Api extends { endpoints: object }, M extends RoutesOf<Api>> = {
  [K in keyof M]: K extends keyof Api['endpoints']
    ? Equal<Arg<Api['endpoints'][K]>, RouteRequest<M[K]>> extends true
      ? never
      : K
    : K;
}[keyof M];

/** The endpoint-to-route map M of an API file: every endpoint needs an entry (extra ones fail in Mismatched). */
type RoutesFor<Api extends { endpoints: object }, M extends RoutesOf<Api>> = M;

type Expect<T extends true> = T;
type None<T> = [T] extends [never] ? true : false;

type Auth = RoutesFor<
  typeof authApi,
  {
    getConfig: 'serverConfig';
    pseudoLogin: 'devLogin';
    exchangeSsoCode: 'exchangeSsoCode';
    passwordLogin: 'passwordLogin';
    requestPasswordReset: 'requestPasswordReset';
    setPasswordByLink: 'setPasswordByLink';
    changePassword: 'changePassword';
    requestRestore: 'requestRestore';
    logout: 'logout';
    registerAccount: 'registerAccount';
    healthcheck: 'healthcheck';
  }
>;
type Database = RoutesFor<typeof databaseApi, { databaseStatus: 'databaseStatus' }>;
type Ingest = RoutesFor<
  typeof ingestApi,
  {
    // The upload's fields are multipart: its argument is the file (checked below).
    uploadCsv: 'uploadCsv';
    registerProgress: 'registerProgress';
    registerAnalyze: 'registerAnalyze';
  }
>;
type Logs = RoutesFor<
  typeof logsApi,
  {
    listAccessLogs: 'listAccessLogs';
    listSecurityEvents: 'listSecurityEvents';
    downloadAccessLogs: 'downloadAccessLogs';
    downloadSecurityEvents: 'downloadSecurityEvents';
  }
>;
type Projects = RoutesFor<
  typeof projectsApi,
  {
    listData: 'listData';
    getProject: 'getProject';
    deleteCsv: 'deleteCsv';
    analyzeStart: 'analyzeStart';
    addRun: 'addRun';
    retryRun: 'retryRun';
    deleteRun: 'deleteRun';
  }
>;
type Relations = RoutesFor<
  typeof relationsApi,
  {
    getInteractionMatrix: 'getInteractionMatrix';
    getBridges: 'getBridges';
    getRunComparison: 'getRunComparison';
    getComparisonMembers: 'getComparisonMembers';
    downloadInteractionMatrix: 'downloadInteractionMatrix';
    downloadComparisonMembers: 'downloadComparisonMembers';
  }
>;
type Results = RoutesFor<
  typeof resultsApi,
  {
    getGraph: 'getGraph';
    getClusterDetail: 'getClusterDetail';
    getClusterMembers: 'getClusterMembers';
    getClusterTweets: 'getClusterTweets';
    getClusterWindow: 'getClusterWindow';
    searchNodes: 'searchNodes';
    getNodeDetail: 'getNodeDetail';
    updateCluster: 'updateCluster';
    downloadClusterDetails: 'downloadClusterDetails';
    downloadNodeTweets: 'downloadNodeTweets';
    downloadGexf: 'downloadGexf';
  }
>;
type Review = RoutesFor<typeof reviewApi, { getRawdata: 'getRawdata' }>;
type Coordinations = RoutesFor<
  typeof coordinationApi,
  { getCoordination: 'getCoordination'; downloadCoordination: 'downloadCoordination' }
>;
type Sharing = RoutesFor<
  typeof sharingApi,
  {
    shareProject: 'shareProject';
    unshareProject: 'unshareProject';
    shareCompany: 'shareCompany';
    shareCandidates: 'shareCandidates';
    transferProjects: 'transferProjects';
  }
>;
type Series = RoutesFor<
  typeof seriesApi,
  {
    getSeriesFlows: 'getSeriesFlows';
    // The create dialog's ask for the runs' posts' dates: the same route, its errors shown in the dialog.
    getSeriesDates: 'getSeriesFlows';
    getSeriesMoves: 'getSeriesMoves';
    downloadSeriesMoves: 'downloadSeriesMoves';
    saveSeries: 'saveSeries';
    listSeries: 'listSeries';
    getSeries: 'getSeries';
    renameSeries: 'renameSeries';
    deleteSeries: 'deleteSeries';
    listRunSeries: 'listRunSeries';
    renameTrack: 'renameTrack';
  }
>;
type Labels = RoutesFor<
  typeof labelsApi,
  {
    listLabels: 'listLabels';
    getRunLabels: 'getRunLabels';
    createLabel: 'createLabel';
    updateLabel: 'updateLabel';
    deleteLabel: 'deleteLabel';
    assignLabel: 'assignLabel';
    unassignLabel: 'unassignLabel';
    importLabels: 'importLabels';
    exportLabels: 'exportLabels';
  }
>;
type Users = RoutesFor<
  typeof usersApi,
  {
    listUsers: 'listUsers';
    isAdmin: 'isAdmin';
    approveUser: 'approveUser';
    removeUser: 'removeUser';
    dismissRestoreRequest: 'dismissRestoreRequest';
    setAdmin: 'setAdmin';
    updateSupplierCode: 'updateSupplierCode';
    setLabelEditor: 'setLabelEditor';
  }
>;

export type EndpointArguments = [
  Expect<None<Mismatched<typeof authApi, Auth>>>,
  Expect<None<Mismatched<typeof databaseApi, Database>>>,
  Expect<None<Exclude<Mismatched<typeof ingestApi, Ingest>, 'uploadCsv'>>>,
  Expect<Equal<Arg<typeof ingestApi.endpoints.uploadCsv>, File>>,
  Expect<None<Mismatched<typeof logsApi, Logs>>>,
  Expect<None<Mismatched<typeof projectsApi, Projects>>>,
  Expect<None<Mismatched<typeof relationsApi, Relations>>>,
  Expect<None<Mismatched<typeof resultsApi, Results>>>,
  Expect<None<Mismatched<typeof reviewApi, Review>>>,
  Expect<None<Mismatched<typeof usersApi, Users>>>,
  Expect<None<Mismatched<typeof coordinationApi, Coordinations>>>,
  Expect<None<Mismatched<typeof sharingApi, Sharing>>>,
  Expect<None<Mismatched<typeof seriesApi, Series>>>,
  Expect<None<Mismatched<typeof labelsApi, Labels>>>,
];

/** Endpoints that keep the answer whole: their result is the route's answer exactly. */
export type EndpointAnswers = [
  Expect<Equal<Result<typeof authApi.endpoints.getConfig>, RouteAnswer<'serverConfig'>>>,
  Expect<Equal<Result<typeof authApi.endpoints.passwordLogin>, RouteAnswer<'passwordLogin'>>>,
  Expect<Equal<Result<typeof authApi.endpoints.logout>, RouteAnswer<'logout'>>>,
  Expect<Equal<Result<typeof authApi.endpoints.healthcheck>, RouteAnswer<'healthcheck'>>>,
  Expect<Equal<Result<typeof databaseApi.endpoints.databaseStatus>, RouteAnswer<'databaseStatus'>>>,
  Expect<Equal<Result<typeof ingestApi.endpoints.registerProgress>, RouteAnswer<'registerProgress'>>>,
  Expect<Equal<Result<typeof logsApi.endpoints.listAccessLogs>, RouteAnswer<'listAccessLogs'>>>,
  Expect<Equal<Result<typeof logsApi.endpoints.listSecurityEvents>, RouteAnswer<'listSecurityEvents'>>>,
  Expect<Equal<Result<typeof projectsApi.endpoints.listData>, RouteAnswer<'listData'>>>,
  Expect<Equal<Result<typeof projectsApi.endpoints.getProject>, RouteAnswer<'getProject'>>>,
  Expect<Equal<Result<typeof projectsApi.endpoints.addRun>, RouteAnswer<'addRun'>>>,
  Expect<Equal<Result<typeof resultsApi.endpoints.getGraph>, RouteAnswer<'getGraph'>>>,
  Expect<Equal<Result<typeof reviewApi.endpoints.getRawdata>, RouteAnswer<'getRawdata'>>>,
  Expect<Equal<Result<typeof usersApi.endpoints.listUsers>, RouteAnswer<'listUsers'>>>,
  Expect<Equal<Result<typeof usersApi.endpoints.isAdmin>, RouteAnswer<'isAdmin'>>>,
  Expect<Equal<Result<typeof usersApi.endpoints.setAdmin>, RouteAnswer<'setAdmin'>>>,
  Expect<Equal<Result<typeof sharingApi.endpoints.shareProject>, RouteAnswer<'shareProject'>>>,
  Expect<Equal<Result<typeof sharingApi.endpoints.shareCandidates>, RouteAnswer<'shareCandidates'>>>,
  Expect<Equal<Result<typeof sharingApi.endpoints.transferProjects>, RouteAnswer<'transferProjects'>>>,
  Expect<Equal<Result<typeof seriesApi.endpoints.deleteSeries>, RouteAnswer<'deleteSeries'>>>,
  Expect<Equal<Result<typeof labelsApi.endpoints.assignLabel>, RouteAnswer<'assignLabel'>>>,
  Expect<Equal<Result<typeof labelsApi.endpoints.importLabels>, RouteAnswer<'importLabels'>>>,
];

// A mapping that names the wrong route fails: getBridges does not take the matrix's fields.
export type WrongRoute = Expect<
  // @ts-expect-error the bridges endpoint's argument is not the interaction matrix's fields
  None<Mismatched<typeof relationsApi, Omit<Relations, 'getBridges'> & { getBridges: 'getInteractionMatrix' }>>
>;
