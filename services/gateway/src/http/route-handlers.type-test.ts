// Checked by tsc -b (the gateway's build): every route of the table has a handler, and each
// handler reads and answers what its entry says. route-handlers.spec.ts checks that each one
// carries @Route of the entry it is listed under, so this table cannot drift from the code.
import type { RouteName } from '@kizuna/http-api';
import { AccountsController } from '../accounts/accounts.controller.js';
import { PasswordsController } from '../accounts/passwords.controller.js';
import { DocsController } from '../docs/docs.controller.js';
import { HealthController } from '../health/health.controller.js';
import { LogsController } from '../logs/logs.controller.js';
import { ProjectsController } from '../projects/projects.controller.js';
import { SharingController } from '../projects/sharing.controller.js';
import { CoordinationController } from '../results/coordination.controller.js';
import { RelationsController } from '../results/relations.controller.js';
import { SeriesController } from '../series/series.controller.js';
import { LabelsController } from '../labels/labels.controller.js';
import { ResultDownloadsController } from '../results/result-downloads.controller.js';
import { ResultsController } from '../results/results.controller.js';
import { SsoController } from '../sso/sso.controller.js';
import { UploadController } from '../upload/upload.controller.js';
import { UsersController } from '../users/users.controller.js';
import type { ReadsFields, RouteHandler } from './route.decorator.js';

/** The handler, once the compiler has checked it against route N's entry. */
function handles<N extends RouteName>() {
  return <H extends RouteHandler<N>>(handler: H & ReadsFields<N, H>): H => handler;
}

/** Every route's handler by the route's name: a route without one, or an unknown name, fails. */
export const ROUTE_HANDLERS = {
  devLogin: handles<'devLogin'>()(AccountsController.prototype.devLogin),
  registerAccount: handles<'registerAccount'>()(AccountsController.prototype.register),
  isAdmin: handles<'isAdmin'>()(AccountsController.prototype.isAdmin),
  logout: handles<'logout'>()(AccountsController.prototype.logout),
  passwordLogin: handles<'passwordLogin'>()(PasswordsController.prototype.login),
  changePassword: handles<'changePassword'>()(PasswordsController.prototype.changePassword),
  requestPasswordReset: handles<'requestPasswordReset'>()(PasswordsController.prototype.resetPassword),
  setPasswordByLink: handles<'setPasswordByLink'>()(PasswordsController.prototype.setPassword),
  requestRestore: handles<'requestRestore'>()(PasswordsController.prototype.restoreRequest),
  docsPage: handles<'docsPage'>()(DocsController.prototype.page),
  openapiDocument: handles<'openapiDocument'>()(DocsController.prototype.openApi),
  docsScript: handles<'docsScript'>()(DocsController.prototype.init),
  healthcheck: handles<'healthcheck'>()(HealthController.prototype.healthcheck),
  liveness: handles<'liveness'>()(HealthController.prototype.live),
  readiness: handles<'readiness'>()(HealthController.prototype.ready),
  databaseStatus: handles<'databaseStatus'>()(HealthController.prototype.databaseStatus),
  serverConfig: handles<'serverConfig'>()(HealthController.prototype.clientConfig),
  listAccessLogs: handles<'listAccessLogs'>()(LogsController.prototype.listAccessLogs),
  downloadAccessLogs: handles<'downloadAccessLogs'>()(LogsController.prototype.downloadAccessLogs),
  listSecurityEvents: handles<'listSecurityEvents'>()(LogsController.prototype.listSecurityEvents),
  downloadSecurityEvents: handles<'downloadSecurityEvents'>()(LogsController.prototype.downloadSecurityEvents),
  listData: handles<'listData'>()(ProjectsController.prototype.listData),
  getProject: handles<'getProject'>()(ProjectsController.prototype.getProject),
  getRawdata: handles<'getRawdata'>()(ProjectsController.prototype.getRawData),
  deleteCsv: handles<'deleteCsv'>()(ProjectsController.prototype.deleteCsv),
  analyzeStart: handles<'analyzeStart'>()(ProjectsController.prototype.analyzeStart),
  addRun: handles<'addRun'>()(ProjectsController.prototype.addRun),
  retryRun: handles<'retryRun'>()(ProjectsController.prototype.retryRun),
  deleteRun: handles<'deleteRun'>()(ProjectsController.prototype.deleteRun),
  registerAnalyze: handles<'registerAnalyze'>()(ProjectsController.prototype.registerAnalyze),
  getInteractionMatrix: handles<'getInteractionMatrix'>()(RelationsController.prototype.matrix),
  downloadInteractionMatrix: handles<'downloadInteractionMatrix'>()(RelationsController.prototype.downloadMatrix),
  getBridges: handles<'getBridges'>()(RelationsController.prototype.bridges),
  getRunComparison: handles<'getRunComparison'>()(RelationsController.prototype.comparison),
  getComparisonMembers: handles<'getComparisonMembers'>()(RelationsController.prototype.comparisonMembers),
  downloadComparisonMembers: handles<'downloadComparisonMembers'>()(
    RelationsController.prototype.downloadComparisonMembers,
  ),
  downloadClusterDetails: handles<'downloadClusterDetails'>()(ResultDownloadsController.prototype.clusterDetails),
  downloadNodeTweets: handles<'downloadNodeTweets'>()(ResultDownloadsController.prototype.nodeTweets),
  downloadGexf: handles<'downloadGexf'>()(ResultDownloadsController.prototype.gexf),
  getGraph: handles<'getGraph'>()(ResultsController.prototype.getGraph),
  getWholeGraph: handles<'getWholeGraph'>()(ResultsController.prototype.getWholeGraph),
  getClusterDetail: handles<'getClusterDetail'>()(ResultsController.prototype.getClusterDetail),
  getClusterMembers: handles<'getClusterMembers'>()(ResultsController.prototype.getClusterMembers),
  getClusterTweets: handles<'getClusterTweets'>()(ResultsController.prototype.getClusterTweets),
  getClusterWindow: handles<'getClusterWindow'>()(ResultsController.prototype.getClusterWindow),
  searchNodes: handles<'searchNodes'>()(ResultsController.prototype.searchNodes),
  updateCluster: handles<'updateCluster'>()(ResultsController.prototype.updateCluster),
  getNodeDetail: handles<'getNodeDetail'>()(ResultsController.prototype.getNodeDetail),
  oidcStart: handles<'oidcStart'>()(SsoController.prototype.start),
  oidcCallback: handles<'oidcCallback'>()(SsoController.prototype.callback),
  exchangeSsoCode: handles<'exchangeSsoCode'>()(SsoController.prototype.getUser),
  uploadCsv: handles<'uploadCsv'>()(UploadController.prototype.uploadCsv),
  registerProgress: handles<'registerProgress'>()(UploadController.prototype.registerProgress),
  listUsers: handles<'listUsers'>()(UsersController.prototype.listUsers),
  listApplications: handles<'listApplications'>()(UsersController.prototype.applications),
  approveUser: handles<'approveUser'>()(UsersController.prototype.approve),
  removeUser: handles<'removeUser'>()(UsersController.prototype.remove),
  dismissRestoreRequest: handles<'dismissRestoreRequest'>()(UsersController.prototype.deleteRequest),
  setAdmin: handles<'setAdmin'>()(UsersController.prototype.admin),
  updateSupplierCode: handles<'updateSupplierCode'>()(UsersController.prototype.updateSupplierCode),
  setLabelEditor: handles<'setLabelEditor'>()(UsersController.prototype.setLabelEditor),
  getCoordination: handles<'getCoordination'>()(CoordinationController.prototype.coordination),
  downloadCoordination: handles<'downloadCoordination'>()(CoordinationController.prototype.download),
  getSeriesFlows: handles<'getSeriesFlows'>()(SeriesController.prototype.flows),
  getSeriesMoves: handles<'getSeriesMoves'>()(SeriesController.prototype.moves),
  downloadSeriesMoves: handles<'downloadSeriesMoves'>()(SeriesController.prototype.downloadMoves),
  saveSeries: handles<'saveSeries'>()(SeriesController.prototype.save),
  listSeries: handles<'listSeries'>()(SeriesController.prototype.list),
  getSeries: handles<'getSeries'>()(SeriesController.prototype.get),
  renameSeries: handles<'renameSeries'>()(SeriesController.prototype.rename),
  deleteSeries: handles<'deleteSeries'>()(SeriesController.prototype.delete),
  listRunSeries: handles<'listRunSeries'>()(SeriesController.prototype.ofRuns),
  renameTrack: handles<'renameTrack'>()(SeriesController.prototype.renameTrack),
  listLabels: handles<'listLabels'>()(LabelsController.prototype.list),
  createLabel: handles<'createLabel'>()(LabelsController.prototype.create),
  updateLabel: handles<'updateLabel'>()(LabelsController.prototype.update),
  deleteLabel: handles<'deleteLabel'>()(LabelsController.prototype.delete),
  assignLabel: handles<'assignLabel'>()(LabelsController.prototype.assign),
  unassignLabel: handles<'unassignLabel'>()(LabelsController.prototype.unassign),
  importLabels: handles<'importLabels'>()(LabelsController.prototype.import),
  exportLabels: handles<'exportLabels'>()(LabelsController.prototype.export),
  getRunLabels: handles<'getRunLabels'>()(LabelsController.prototype.runLabels),
  shareProject: handles<'shareProject'>()(SharingController.prototype.share),
  unshareProject: handles<'unshareProject'>()(SharingController.prototype.unshare),
  shareCompany: handles<'shareCompany'>()(SharingController.prototype.shareCompany),
  shareCandidates: handles<'shareCandidates'>()(SharingController.prototype.shareCandidates),
  transferProjects: handles<'transferProjects'>()(SharingController.prototype.transferProjects),
} satisfies Record<RouteName, unknown>;

// @ts-expect-error a CSV route's handler cannot answer JSON
handles<'downloadInteractionMatrix'>()(RelationsController.prototype.bridges);
// @ts-expect-error the bridges handler answers bridges, not the interaction matrix
handles<'getInteractionMatrix'>()(RelationsController.prototype.bridges);
// @ts-expect-error both answer a status, but delete_csv's handler reads other fields than analyze_start's
handles<'analyzeStart'>()(ProjectsController.prototype.deleteCsv);
