/**
 * Every topic of the bus, named `<domain>.<event>.v<N>`. A request topic expects a reply
 * (NestJS message pattern); an event topic does not (event pattern). Changing a message in a
 * way old readers cannot decode means a new topic version, never an edit in place.
 */
export enum Topic {
  AuthDevLogin = 'auth.dev-login.v1',
  AuthRegister = 'auth.register.v1',
  AuthUserGet = 'auth.user.get.v1',
  AuthApplicationsList = 'auth.applications.list.v1',
  AuthUsersList = 'auth.users.list.v1',
  AuthAccountChange = 'auth.account.change.v1',
  AuthSessionCheck = 'auth.session.check.v1',
  AuthLogout = 'auth.logout.v1',
  AuthPasswordLogin = 'auth.password-login.v1',
  AuthPasswordChange = 'auth.password.change.v1',
  AuthPasswordLinkRequest = 'auth.password-link.request.v1',
  AuthPasswordLinkUse = 'auth.password-link.use.v1',
  AuthRestoreRequest = 'auth.restore.request.v1',
  AuthSsoComplete = 'auth.sso.complete.v1',
  AuthSsoExchange = 'auth.sso.exchange.v1',
  AuthUserWithdrawn = 'auth.user.withdrawn.v1',

  IngestInspect = 'ingest.inspect.v1',
  IngestRegister = 'ingest.register.v1',
  IngestRegisterProgress = 'ingest.register.progress.v1',
  IngestDatasetDelete = 'ingest.dataset.delete.v1',
  IngestRawDataGet = 'ingest.rawdata.get.v1',

  ProjectsCreate = 'projects.create.v1',
  ProjectsList = 'projects.list.v1',
  ProjectsGet = 'projects.get.v1',
  ProjectsDelete = 'projects.delete.v1',
  ProjectsSeriesSave = 'projects.series.save.v1',
  ProjectsSeriesList = 'projects.series.list.v1',
  ProjectsSeriesGet = 'projects.series.get.v1',
  ProjectsSeriesRename = 'projects.series.rename.v1',
  ProjectsSeriesDelete = 'projects.series.delete.v1',
  ProjectsSeriesOfRuns = 'projects.series.of-runs.v1',
  ProjectsStart = 'projects.start.v1',
  ProjectsDeleted = 'projects.deleted.v1',
  ProjectsRunAdd = 'projects.run.add.v1',
  ProjectsRunRetry = 'projects.run.retry.v1',
  ProjectsRunDelete = 'projects.run.delete.v1',
  ProjectsRunDeleted = 'projects.run.deleted.v1',
  /** Whether runs and datasets are still wanted: asked before work starts and before it is made visible. */
  ProjectsLiveness = 'projects.liveness.v1',
  ProjectsShare = 'projects.share.v1',
  ProjectsUnshare = 'projects.unshare.v1',
  ProjectsCompanyShare = 'projects.company-share.v1',
  ProjectsTransfer = 'projects.transfer.v1',
  ProjectsLabelsList = 'projects.labels.list.v1',
  ProjectsLabelsMayChange = 'projects.labels.may-change.v1',
  ProjectsLabelsCreate = 'projects.labels.create.v1',
  ProjectsLabelsUpdate = 'projects.labels.update.v1',
  ProjectsLabelsDelete = 'projects.labels.delete.v1',
  ProjectsLabelsAssign = 'projects.labels.assign.v1',
  ProjectsLabelsUnassign = 'projects.labels.unassign.v1',
  ProjectsLabelsImport = 'projects.labels.import.v1',
  ProjectsLabelsAssignments = 'projects.labels.assignments.v1',

  AnalysisRequested = 'analysis.requested.v1',
  AnalysisPrepare = 'analysis.prepare.v1',
  /** A project without a layout was opened (issue 59): its layout is computed in the background. */
  AnalysisLayoutWanted = 'analysis.layout-wanted.v1',
  AnalysisDatasetIdle = 'analysis.dataset.idle.v1',
  AnalysisProgress = 'analysis.progress.v1',
  AnalysisCompleted = 'analysis.completed.v1',
  AnalysisFailed = 'analysis.failed.v1',
  AnalysisGraphGet = 'analysis.graph.get.v1',
  /** The run's whole graph as binary (issue 59): the key of its gzipped bytes. */
  AnalysisWholeGraphGet = 'analysis.whole-graph.get.v1',
  AnalysisClusterDetail = 'analysis.cluster.detail.v2',
  AnalysisNodeGet = 'analysis.node.get.v1',
  AnalysisMembersList = 'analysis.members.list.v1',
  AnalysisPostsList = 'analysis.posts.list.v1',
  AnalysisClusterWindow = 'analysis.cluster.window.v1',
  AnalysisNodesSearch = 'analysis.nodes.search.v1',
  AnalysisClusterUpdate = 'analysis.cluster.update.v1',
  AnalysisExport = 'analysis.export.v1',
  AnalysisRelationsMatrix = 'analysis.relations.matrix.v1',
  AnalysisRelationsBridges = 'analysis.relations.bridges.v1',
  AnalysisRunsCompare = 'analysis.runs.compare.v1',
  AnalysisRunsCompareMembers = 'analysis.runs.compare.members.v1',
  AnalysisCoordinationGet = 'analysis.coordination.get.v1',
  AnalysisCoordinationExport = 'analysis.coordination.export.v1',
  AnalysisSeriesFlows = 'analysis.series.flows.v1',
  AnalysisSeriesMovesList = 'analysis.series.moves.list.v1',
  AnalysisSeriesMovesExport = 'analysis.series.moves.export.v1',
  AnalysisUsersPresent = 'analysis.users.present.v1',

  AccessLogged = 'access.logged.v1',
  SecurityEvent = 'security.event.v1',

  // Each service's readiness, asked by the system status screen.
  AuthHealth = 'auth.health.v1',
  ProjectsHealth = 'projects.health.v1',
  IngestHealth = 'ingest.health.v1',
  AnalysisHealth = 'analysis.health.v1',
  LogsHealth = 'logs.health.v1',
  LogsAccessList = 'logs.access.list.v1',
  LogsAccessExport = 'logs.access.export.v1',
  LogsLabelChangers = 'logs.access.label-changers.v1',
  LogsSecurityList = 'logs.security.list.v1',
  LogsSecurityExport = 'logs.security.export.v1',
}

/** The health topic of each service the gateway talks to. */
export const HEALTH_TOPICS = {
  auth: Topic.AuthHealth,
  projects: Topic.ProjectsHealth,
  ingest: Topic.IngestHealth,
  analysis: Topic.AnalysisHealth,
  logs: Topic.LogsHealth,
} as const;

/** The dead-letter topic a failed event is parked on after its retries. */
export function deadLetterTopic(topic: Topic): string {
  return `${topic}.dlq`;
}
