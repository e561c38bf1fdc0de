import { z } from 'zod';
import { trimTrailing } from '@kizuna/proto/rules';
import * as accounts from './accounts.js';
import * as users from './users.js';
import * as logs from './logs.js';
import { StatusAnswer } from './common.js';
import { DatabaseStatus, DatabaseStatusQuery } from './database-status.js';
import { HealthcheckAnswer, LivenessAnswer, ReadinessAnswer, ServerConfig } from './health.js';
import * as projects from './projects.js';
import { RawdataAnswer, RawdataRequest } from './raw-data.js';
import * as results from './results.js';
import * as relations from './relations.js';
import { RegisterProgressAnswer, RegisterProgressQuery, UploadAnswer, UploadRequest } from './upload.js';

/** Who may call a route: anyone, any signed-in user (project routes then check owner or admin), admins only. */
export type AuthLevel = 'public' | 'signed-in' | 'admin';

/** How the answer travels: JSON (the default), plain text, a page or script, or a redirect with no body. */
export type AnswerKind = 'json' | 'text' | 'html' | 'javascript' | 'csv' | 'gexf' | 'redirect';

export interface RouteSpec {
  method: 'GET' | 'POST';
  /** As the gateway's router has it, without a trailing slash (one is accepted). */
  path: string;
  auth: AuthLevel;
  /** Swagger UI groups routes by tag. */
  tag: 'health' | 'accounts' | 'projects' | 'upload' | 'results' | 'logs' | 'docs';
  summary: string;
  /** A JSON body (form-encoded is read too). */
  body?: z.ZodObject;
  /** Query parameters. */
  query?: z.ZodObject;
  /** The body fields may come as query parameters instead (the spec puts them there). */
  bodyAlsoInQuery?: boolean;
  /** A multipart/form-data body. */
  multipart?: z.ZodObject;
  answer: z.ZodType;
  answerKind?: AnswerKind;
  /** Statuses besides 200 that answer with the same shape (readiness: 503). */
  alsoAnswersWith?: number[];
  /** The redirect status of a redirect route. */
  redirectStatus?: number;
}

const text = z.string();

/** Every route of the gateway; the OpenAPI document and the route tests are built from this table. */
export const ROUTES: readonly RouteSpec[] = [
  // health and configuration
  {
    method: 'GET',
    path: '/api/healthcheck',
    auth: 'public',
    tag: 'health',
    summary: 'The text OK (the /restapi-test screen).',
    answer: HealthcheckAnswer,
    answerKind: 'text',
  },
  {
    method: 'GET',
    path: '/api/health/live',
    auth: 'public',
    tag: 'health',
    summary: 'Liveness: the process answers.',
    answer: LivenessAnswer,
  },
  {
    method: 'GET',
    path: '/api/health/ready',
    auth: 'public',
    tag: 'health',
    summary: 'Readiness: every store and service check; 503 when one fails.',
    answer: ReadinessAnswer,
    alsoAnswersWith: [503],
  },
  {
    method: 'GET',
    path: '/api/config',
    auth: 'public',
    tag: 'health',
    summary: 'What the sign-in screen needs to know (dev login, SSO, upload limit, mode).',
    answer: ServerConfig,
  },
  {
    method: 'GET',
    path: '/api/mysql_status',
    auth: 'signed-in',
    tag: 'health',
    summary: "Database status (the spec's /mysql screen): 1 when every document store answers.",
    query: DatabaseStatusQuery,
    answer: DatabaseStatus,
  },
  // accounts and sign-in
  {
    method: 'POST',
    path: '/api/v1/auth/pseudo_authenticate_okta',
    auth: 'public',
    tag: 'accounts',
    summary: 'Dev email login (when DEV_LOGIN is on); an unknown address files an application (403 not_approved).',
    body: accounts.DevLoginRequest,
    answer: accounts.LoginAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/auth/login',
    auth: 'public',
    tag: 'accounts',
    summary: 'Sign in with e-mail and password.',
    body: accounts.PasswordLoginRequest,
    answer: accounts.LoginAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/auth/get_user',
    auth: 'public',
    tag: 'accounts',
    summary: 'Exchanges the single-use SSO code (60 s) for the login data.',
    body: accounts.SsoExchangeRequest,
    answer: accounts.LoginAnswer,
  },
  {
    method: 'GET',
    path: '/api/v1/auth/oidc/start',
    auth: 'public',
    tag: 'accounts',
    summary: "Single sign-on: redirects the browser to the company's OpenID Connect provider.",
    answer: text,
    answerKind: 'redirect',
    redirectStatus: 302,
  },
  {
    method: 'GET',
    path: '/api/v1/auth/oidc/callback',
    auth: 'public',
    tag: 'accounts',
    summary:
      "The provider's redirect back: completes the code flow, redirects to /login/okta?code=… (or /login?sso_error=…).",
    answer: text,
    answerKind: 'redirect',
    redirectStatus: 303,
  },
  {
    method: 'POST',
    path: '/api/v1/auth/logout',
    auth: 'signed-in',
    tag: 'accounts',
    summary: 'Ends the session server-side: the token is refused from now on.',
    answer: StatusAnswer,
  },
  {
    method: 'POST',
    path: '/api/register',
    auth: 'public',
    tag: 'accounts',
    summary: 'Files an application for an account; the same answer for a known address, whose owner is mailed instead.',
    body: accounts.RegisterRequest,
    answer: StatusAnswer,
  },
  {
    method: 'GET',
    path: '/is_admin',
    auth: 'signed-in',
    tag: 'accounts',
    summary: "The caller's current admin flag.",
    answer: accounts.IsAdminAnswer,
  },
  {
    method: 'POST',
    path: '/api/application',
    auth: 'admin',
    tag: 'accounts',
    summary: "Applications waiting (type 'active') or every account not deleted (type 'edit').",
    body: accounts.ApplicationsRequest,
    bodyAlsoInQuery: true,
    answer: accounts.ApplicationsAnswer,
  },
  {
    method: 'POST',
    path: '/api/approve',
    auth: 'admin',
    tag: 'accounts',
    summary: "Approves an account (state true) or withdraws the approval, ending the account's sessions.",
    body: accounts.ApproveRequest,
    answer: accounts.ApproveAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/auth/list_users',
    auth: 'admin',
    tag: 'accounts',
    summary: 'One tab of the user administration (applicants, users, deleted), searched, sorted and paged.',
    body: users.ListUsersRequest,
    answer: users.ListUsersAnswer,
  },
  {
    method: 'POST',
    path: '/api/remove',
    auth: 'admin',
    tag: 'accounts',
    summary: "Deletes (state true) or restores an account; deleting ends the account's sessions.",
    body: users.UserStateRequest,
    answer: users.UserStateAnswer,
  },
  {
    method: 'POST',
    path: '/api/delete_request',
    auth: 'admin',
    tag: 'accounts',
    summary: "Declines a deleted account's restore request.",
    body: users.UserIdRequest,
    answer: StatusAnswer,
  },
  {
    method: 'POST',
    path: '/api/admin',
    auth: 'admin',
    tag: 'accounts',
    summary: "Makes an account admin (state true) or takes it away, ending the account's sessions.",
    body: users.UserStateRequest,
    answer: users.UserStateAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/auth/update_supplier_code',
    auth: 'admin',
    tag: 'accounts',
    summary: 'Sets the company code shown in the user list.',
    body: users.SupplierCodeRequest,
    answer: users.SupplierCodeAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/auth/change_password',
    auth: 'signed-in',
    tag: 'accounts',
    summary:
      "Changes the caller's own password (current_passwd required when the account has one; 403 sso_only_account for SSO accounts); other sessions end.",
    body: accounts.ChangePasswordRequest,
    answer: StatusAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/auth/reset_passwd',
    auth: 'public',
    tag: 'accounts',
    summary: 'Mails a password link (30 minutes, once); the same answer for unknown addresses.',
    body: accounts.EmailRequest,
    answer: StatusAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/auth/set_password',
    auth: 'public',
    tag: 'accounts',
    summary: "Sets a password with a mailed link's token.",
    body: accounts.SetPasswordRequest,
    answer: StatusAnswer,
  },
  {
    method: 'POST',
    path: '/api/restore_request',
    auth: 'public',
    tag: 'accounts',
    summary: 'Asks the admins to restore a deleted account.',
    body: accounts.EmailRequest,
    answer: StatusAnswer,
  },
  // projects
  {
    method: 'POST',
    path: '/api/v1/process/list_data',
    auth: 'signed-in',
    tag: 'projects',
    summary: "One page of the caller's projects (an admin's: everyone's).",
    body: projects.ListDataRequest,
    answer: projects.ListDataAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/process/get_project',
    auth: 'signed-in',
    tag: 'projects',
    summary: 'A project with its runs (owner or admin).',
    body: projects.ProjectIdRequest,
    answer: projects.GetProjectAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/process/get_rawdata',
    auth: 'signed-in',
    tag: 'projects',
    summary:
      "One page of a project's clean posts with the file's own column names (owner or admin); in file order, saying so, while sorting and search are being prepared.",
    body: RawdataRequest,
    answer: RawdataAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/process/delete_csv',
    auth: 'signed-in',
    tag: 'projects',
    summary: 'Deletes a project, its data and results (owner or admin; 409 while a run is waiting or processing).',
    body: projects.ProjectIdRequest,
    answer: StatusAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/process/analyze_start',
    auth: 'signed-in',
    tag: 'projects',
    summary: 'Starts runs (every run must be the caller’s, or the caller an admin).',
    body: projects.AnalyzeStartRequest,
    bodyAlsoInQuery: true,
    answer: StatusAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/process/register_analyze',
    auth: 'signed-in',
    tag: 'projects',
    summary: 'Validates every row of an upload and creates the project with one run per community count.',
    body: projects.RegisterAnalyzeRequest,
    bodyAlsoInQuery: true,
    answer: projects.RegisterAnalyzeAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/process/add_run',
    auth: 'signed-in',
    tag: 'projects',
    summary:
      'Adds a run with another k to a registered project and starts it, without a new upload (owner or admin; the tokenized terms are reused).',
    body: projects.AddRunRequest,
    answer: projects.AddRunAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/process/retry_run',
    auth: 'signed-in',
    tag: 'projects',
    summary:
      'Requests a failed run again (owner or admin; 409 errors.run_busy while it is waiting or processing, errors.run_not_failed for a run that did not fail).',
    body: projects.RunIdRequest,
    answer: projects.RunChangeAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/process/delete_run',
    auth: 'signed-in',
    tag: 'projects',
    summary:
      "Removes one run and its results (owner or admin; 409 errors.run_busy while it is waiting or processing, errors.last_run for a project's only run).",
    body: projects.RunIdRequest,
    answer: projects.RunChangeAnswer,
  },
  // upload
  {
    method: 'GET',
    path: '/api/v1/process/register_progress',
    auth: 'signed-in',
    tag: 'upload',
    summary: "Rows validated so far by the registration of one's own upload (the upload screen polls it).",
    query: RegisterProgressQuery,
    answer: RegisterProgressAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/process/upload_csv',
    auth: 'signed-in',
    tag: 'upload',
    summary: 'Stores a CSV and answers its columns and preview (413 over MAX_UPLOAD_BYTES).',
    multipart: UploadRequest,
    answer: UploadAnswer,
  },
  // results
  {
    method: 'POST',
    path: '/api/v1/analyze/cluster/get_graph',
    auth: 'signed-in',
    tag: 'results',
    summary: "A done run's community graph (owner or admin; logged as a result view).",
    body: results.GraphRequest,
    answer: results.GraphAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/analyze/cluster/get_cluster_detail',
    auth: 'signed-in',
    tag: 'results',
    summary: 'One community: keywords, members, representative posts (owner or admin).',
    body: results.ClusterDetailRequest,
    answer: results.ClusterDetailAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/analyze/cluster/get_node_detail',
    auth: 'signed-in',
    tag: 'results',
    summary: "One user's communities, counts, keywords and posts (owner or admin).",
    body: results.NodeDetailRequest,
    answer: results.NodeDetailAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/analyze/cluster/get_cluster_members',
    auth: 'signed-in',
    tag: 'results',
    summary:
      "One page of a community's members (cluster_id 0: every user), sorted by any metric, searched by name, optionally only those active in a time window (owner or admin).",
    body: results.ClusterMembersRequest,
    answer: results.ClusterMembersAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/analyze/cluster/get_cluster_tweets',
    auth: 'signed-in',
    tag: 'results',
    summary:
      "One page of a community's representative posts, optionally searched and within a time window (owner or admin).",
    body: results.ClusterTweetsRequest,
    answer: results.ClusterTweetsAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/analyze/cluster/get_cluster_window',
    auth: 'signed-in',
    tag: 'results',
    summary:
      "A community's keywords and representative posts computed over the posts inside a time window, as the run computes them over all posts (owner or admin). A window ending before it starts: 400 errors.time_window_invalid.",
    body: results.ClusterWindowRequest,
    answer: results.ClusterWindowAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/analyze/cluster/search_nodes',
    auth: 'signed-in',
    tag: 'results',
    summary: 'The node locator: users of the run, drawn or not, whose name contains the query (owner or admin).',
    body: results.SearchNodesRequest,
    answer: results.SearchNodesAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/analyze/cluster/update_cluster',
    auth: 'signed-in',
    tag: 'results',
    summary:
      'Renames or recolors a community of a run (owner or admin; 400 errors.cluster_name_required, errors.cluster_name_too_long or errors.invalid_color).',
    body: results.UpdateClusterRequest,
    answer: results.UpdateClusterAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/analyze/cluster/download_cluster_details',
    auth: 'signed-in',
    tag: 'results',
    summary:
      'CSV (UTF-8 with BOM) of one community or all (cluster_id 0): 1 users_, 2 keywords_ or 3 tweets_<c1|all>_YYYYMMDD.csv (owner or admin).',
    body: results.DownloadClusterDetailsRequest,
    answer: z.string(),
    answerKind: 'csv',
  },
  {
    method: 'POST',
    path: '/api/v1/analyze/cluster/download_node_tweets',
    auth: 'signed-in',
    tag: 'results',
    summary: "One user's posts as CSV (UTF-8 with BOM): node_tweets_<user>_YYYYMMDD.csv (owner or admin).",
    body: results.DownloadNodeTweetsRequest,
    answer: z.string(),
    answerKind: 'csv',
  },
  {
    method: 'POST',
    path: '/api/v1/analyze/cluster/download_gexf',
    auth: 'signed-in',
    tag: 'results',
    summary:
      'The whole run as GEXF 1.3 for Gephi: every user with community, name, color, metrics and server position; edges with weights and relation kinds (owner or admin).',
    body: results.DownloadGexfRequest,
    answer: z.string(),
    answerKind: 'gexf',
  },
  // how communities relate (issue 19)
  {
    method: 'POST',
    path: '/api/v1/analyze/cluster/get_interaction_matrix',
    auth: 'signed-in',
    tag: 'results',
    summary:
      "Who amplifies whom: retweets, replies and mentions between every ordered pair of the run's communities and inside each, with how closed each is, over the whole run or the posts inside a time window (owner or admin; 409 errors.relations_not_kept for a run saved before runs kept them, errors.window_not_kept for a window on a run saved before runs kept interaction times; 400 errors.time_window_invalid).",
    body: relations.InteractionMatrixRequest,
    answer: relations.InteractionMatrixAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/analyze/cluster/download_interaction_matrix',
    auth: 'signed-in',
    tag: 'results',
    summary:
      'The interaction matrix as CSV (UTF-8 with BOM, one row per ordered pair of communities): interactions_k<k>_YYYYMMDD.csv (owner or admin).',
    body: relations.DownloadInteractionMatrixRequest,
    answer: z.string(),
    answerKind: 'csv',
  },
  {
    method: 'POST',
    path: '/api/v1/analyze/cluster/get_bridges',
    auth: 'signed-in',
    tag: 'results',
    summary:
      'Per community (cluster_id 0: every one), the users whose interactions reach most into other communities, with the communities they reach (owner or admin; 409 errors.relations_not_kept).',
    body: relations.BridgesRequest,
    answer: relations.BridgesAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/analyze/cluster/get_run_comparison',
    auth: 'signed-in',
    tag: 'results',
    summary:
      'How the communities of one run split and merge into those of another run of the same project: user counts between every pair of communities (owner or admin; 400 errors.runs_not_same_project).',
    body: relations.RunComparisonRequest,
    answer: relations.RunComparisonAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/analyze/cluster/get_comparison_members',
    auth: 'signed-in',
    tag: 'results',
    summary:
      'One page of the users of one band of a run comparison (in cluster_id of the run and other_cluster_id of the other), most central first (owner or admin).',
    body: relations.ComparisonMembersRequest,
    answer: relations.ComparisonMembersAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/analyze/cluster/download_comparison_members',
    auth: 'signed-in',
    tag: 'results',
    summary:
      'The users of one band of a run comparison as CSV (UTF-8 with BOM): users_k<k>c<c>_k<k>c<c>_YYYYMMDD.csv (owner or admin).',
    body: relations.DownloadComparisonMembersRequest,
    answer: z.string(),
    answerKind: 'csv',
  },
  // this documentation (when API_DOCS is on)
  // logs (admins)
  {
    method: 'POST',
    path: '/api/v1/logs/list_access_logs',
    auth: 'admin',
    tag: 'logs',
    summary:
      'Access logs of one type_action (0 login, 1 analysis start, 2 result view) in a Tokyo date range, sorted and paged.',
    body: logs.ListAccessLogsRequest,
    answer: logs.AccessLogsAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/logs/download_access_logs',
    auth: 'admin',
    tag: 'logs',
    summary:
      'The access logs of the range as CSV (UTF-8 with BOM): login_logs_, analyze_start_logs_ or analyze_browse_logs_YYYYMMDD.csv.',
    body: logs.DownloadAccessLogsRequest,
    answer: z.string(),
    answerKind: 'csv',
  },
  {
    method: 'POST',
    path: '/api/v1/logs/list_security_events',
    auth: 'admin',
    tag: 'logs',
    summary:
      'Security events (failed and refused sign-ins, password and role changes, approvals) in a Tokyo date range.',
    body: logs.ListSecurityEventsRequest,
    answer: logs.SecurityEventsAnswer,
  },
  {
    method: 'POST',
    path: '/api/v1/logs/download_security_events',
    auth: 'admin',
    tag: 'logs',
    summary: 'The security events of the range as CSV (UTF-8 with BOM): security_events_YYYYMMDD.csv.',
    body: logs.DownloadSecurityEventsRequest,
    answer: z.string(),
    answerKind: 'csv',
  },
  {
    method: 'GET',
    path: '/api/docs',
    auth: 'public',
    tag: 'docs',
    summary: 'This documentation (Swagger UI).',
    answer: text,
    answerKind: 'html',
  },
  {
    method: 'GET',
    path: '/api/docs/openapi.json',
    auth: 'public',
    tag: 'docs',
    summary: 'The OpenAPI 3.1 document of this API.',
    answer: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
  },
  {
    method: 'GET',
    path: '/api/docs/init.js',
    auth: 'public',
    tag: 'docs',
    summary: 'The script that starts Swagger UI on /api/docs.',
    answer: text,
    answerKind: 'javascript',
  },
];

/** The route a request reaches, ignoring a trailing slash (as the gateway's router does). */
export function findRoute(method: string, path: string, routes: readonly RouteSpec[] = ROUTES): RouteSpec | undefined {
  const bare = path.length > 1 ? trimTrailing(path, '/') : path;
  const m = method.toUpperCase();
  return routes.find((r) => r.method === m && r.path.toLowerCase() === bare.toLowerCase());
}
