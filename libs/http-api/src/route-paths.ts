// Zod-free on purpose: the SPA bundles this table for its URLs (as @kizuna/http-api/route-paths)
// without the schemas, whose types it takes from routes.ts at compile time only.

export interface RoutePath {
  method: 'GET' | 'POST';
  /** As the gateway's router has it, without a trailing slash (one is accepted). */
  path: string;
  /** The product spec writes the path with a trailing slash, so the SPA calls it that way. */
  slash?: true;
}

/** Where every route of the gateway lives, by name; routes.ts adds what each reads and answers. */
export const ROUTE_PATHS = {
  healthcheck: { method: 'GET', path: '/api/healthcheck' },
  liveness: { method: 'GET', path: '/api/health/live' },
  readiness: { method: 'GET', path: '/api/health/ready' },
  serverConfig: { method: 'GET', path: '/api/config' },
  databaseStatus: { method: 'GET', path: '/api/mysql_status', slash: true },
  devLogin: { method: 'POST', path: '/api/v1/auth/pseudo_authenticate_okta' },
  passwordLogin: { method: 'POST', path: '/api/v1/auth/login' },
  exchangeSsoCode: { method: 'POST', path: '/api/v1/auth/get_user' },
  oidcStart: { method: 'GET', path: '/api/v1/auth/oidc/start' },
  oidcCallback: { method: 'GET', path: '/api/v1/auth/oidc/callback' },
  logout: { method: 'POST', path: '/api/v1/auth/logout' },
  registerAccount: { method: 'POST', path: '/api/register', slash: true },
  isAdmin: { method: 'GET', path: '/is_admin', slash: true },
  listApplications: { method: 'POST', path: '/api/application', slash: true },
  approveUser: { method: 'POST', path: '/api/approve', slash: true },
  listUsers: { method: 'POST', path: '/api/v1/auth/list_users' },
  removeUser: { method: 'POST', path: '/api/remove', slash: true },
  dismissRestoreRequest: { method: 'POST', path: '/api/delete_request', slash: true },
  setAdmin: { method: 'POST', path: '/api/admin', slash: true },
  updateSupplierCode: { method: 'POST', path: '/api/v1/auth/update_supplier_code' },
  setLabelEditor: { method: 'POST', path: '/api/v1/auth/set_label_editor' },
  changePassword: { method: 'POST', path: '/api/v1/auth/change_password' },
  requestPasswordReset: { method: 'POST', path: '/api/v1/auth/reset_passwd' },
  setPasswordByLink: { method: 'POST', path: '/api/v1/auth/set_password' },
  requestRestore: { method: 'POST', path: '/api/restore_request', slash: true },
  listData: { method: 'POST', path: '/api/v1/process/list_data' },
  getProject: { method: 'POST', path: '/api/v1/process/get_project' },
  getRawdata: { method: 'POST', path: '/api/v1/process/get_rawdata' },
  deleteCsv: { method: 'POST', path: '/api/v1/process/delete_csv' },
  analyzeStart: { method: 'POST', path: '/api/v1/process/analyze_start' },
  registerAnalyze: { method: 'POST', path: '/api/v1/process/register_analyze' },
  addRun: { method: 'POST', path: '/api/v1/process/add_run' },
  retryRun: { method: 'POST', path: '/api/v1/process/retry_run' },
  deleteRun: { method: 'POST', path: '/api/v1/process/delete_run' },
  shareProject: { method: 'POST', path: '/api/v1/process/share_project' },
  unshareProject: { method: 'POST', path: '/api/v1/process/unshare_project' },
  shareCompany: { method: 'POST', path: '/api/v1/process/share_company' },
  shareCandidates: { method: 'POST', path: '/api/v1/process/share_candidates' },
  transferProjects: { method: 'POST', path: '/api/v1/process/transfer_projects' },
  registerProgress: { method: 'GET', path: '/api/v1/process/register_progress' },
  uploadCsv: { method: 'POST', path: '/api/v1/process/upload_csv' },
  getGraph: { method: 'POST', path: '/api/v1/analyze/cluster/get_graph' },
  getWholeGraph: { method: 'POST', path: '/api/v1/analyze/cluster/get_whole_graph' },
  getClusterDetail: { method: 'POST', path: '/api/v1/analyze/cluster/get_cluster_detail' },
  getNodeDetail: { method: 'POST', path: '/api/v1/analyze/cluster/get_node_detail' },
  getClusterMembers: { method: 'POST', path: '/api/v1/analyze/cluster/get_cluster_members' },
  getClusterTweets: { method: 'POST', path: '/api/v1/analyze/cluster/get_cluster_tweets' },
  getClusterWindow: { method: 'POST', path: '/api/v1/analyze/cluster/get_cluster_window' },
  searchNodes: { method: 'POST', path: '/api/v1/analyze/cluster/search_nodes' },
  updateCluster: { method: 'POST', path: '/api/v1/analyze/cluster/update_cluster' },
  downloadClusterDetails: { method: 'POST', path: '/api/v1/analyze/cluster/download_cluster_details' },
  downloadNodeTweets: { method: 'POST', path: '/api/v1/analyze/cluster/download_node_tweets' },
  downloadGexf: { method: 'POST', path: '/api/v1/analyze/cluster/download_gexf' },
  getInteractionMatrix: { method: 'POST', path: '/api/v1/analyze/cluster/get_interaction_matrix' },
  downloadInteractionMatrix: { method: 'POST', path: '/api/v1/analyze/cluster/download_interaction_matrix' },
  getBridges: { method: 'POST', path: '/api/v1/analyze/cluster/get_bridges' },
  getRunComparison: { method: 'POST', path: '/api/v1/analyze/cluster/get_run_comparison' },
  getComparisonMembers: { method: 'POST', path: '/api/v1/analyze/cluster/get_comparison_members' },
  downloadComparisonMembers: { method: 'POST', path: '/api/v1/analyze/cluster/download_comparison_members' },
  getCoordination: { method: 'POST', path: '/api/v1/analyze/cluster/get_coordination' },
  downloadCoordination: { method: 'POST', path: '/api/v1/analyze/cluster/download_coordination' },
  getSeriesFlows: { method: 'POST', path: '/api/v1/analyze/cluster/get_series_flows' },
  getSeriesMoves: { method: 'POST', path: '/api/v1/analyze/cluster/get_series_moves' },
  downloadSeriesMoves: { method: 'POST', path: '/api/v1/analyze/cluster/download_series_moves' },
  saveSeries: { method: 'POST', path: '/api/v1/series/save_series' },
  listSeries: { method: 'POST', path: '/api/v1/series/list_series' },
  getSeries: { method: 'POST', path: '/api/v1/series/get_series' },
  renameSeries: { method: 'POST', path: '/api/v1/series/rename_series' },
  deleteSeries: { method: 'POST', path: '/api/v1/series/delete_series' },
  listRunSeries: { method: 'POST', path: '/api/v1/series/list_run_series' },
  renameTrack: { method: 'POST', path: '/api/v1/series/rename_track' },
  listLabels: { method: 'POST', path: '/api/v1/labels/list_labels' },
  createLabel: { method: 'POST', path: '/api/v1/labels/create_label' },
  updateLabel: { method: 'POST', path: '/api/v1/labels/update_label' },
  deleteLabel: { method: 'POST', path: '/api/v1/labels/delete_label' },
  assignLabel: { method: 'POST', path: '/api/v1/labels/assign_label' },
  unassignLabel: { method: 'POST', path: '/api/v1/labels/unassign_label' },
  importLabels: { method: 'POST', path: '/api/v1/labels/import_labels' },
  exportLabels: { method: 'POST', path: '/api/v1/labels/export_labels' },
  getRunLabels: { method: 'POST', path: '/api/v1/analyze/cluster/get_run_labels' },
  listAccessLogs: { method: 'POST', path: '/api/v1/logs/list_access_logs' },
  downloadAccessLogs: { method: 'POST', path: '/api/v1/logs/download_access_logs' },
  listSecurityEvents: { method: 'POST', path: '/api/v1/logs/list_security_events' },
  downloadSecurityEvents: { method: 'POST', path: '/api/v1/logs/download_security_events' },
  docsPage: { method: 'GET', path: '/api/docs' },
  openapiDocument: { method: 'GET', path: '/api/docs/openapi.json' },
  docsScript: { method: 'GET', path: '/api/docs/init.js' },
} as const satisfies Record<string, RoutePath>;

export type RouteName = keyof typeof ROUTE_PATHS;

/** The URL the SPA calls, relative to the site's root. */
export function routeUrl(name: RouteName): string {
  const route: RoutePath = ROUTE_PATHS[name];
  return `${route.path.slice(1)}${route.slash ? '/' : ''}`;
}
