import { z } from 'zod';
import { ROUTE_PATHS, type RouteName, type RoutePath } from './route-paths.js';
import { trimTrailing, type WorkGroup } from '@kizuna/proto/rules';
import * as accounts from './accounts.js';
import * as users from './users.js';
import * as logs from './logs.js';
import { StatusAnswer } from './common.js';
import { DatabaseStatus, DatabaseStatusQuery } from './database-status.js';
import { HealthcheckAnswer, LivenessAnswer, ReadinessAnswer, ServerConfig } from './health.js';
import * as projects from './projects.js';
import * as sharing from './sharing.js';
import { RawdataAnswer, RawdataRequest } from './raw-data.js';
import * as results from './results.js';
import * as relations from './relations.js';
import * as coordination from './coordination.js';
import * as series from './series.js';
import * as labels from './labels.js';
import { RegisterProgressAnswer, RegisterProgressQuery, UploadAnswer, UploadRequest } from './upload.js';

/** Who may call a route: anyone, any signed-in user (project routes then check owner or admin), admins only. */
export type AuthLevel = 'public' | 'signed-in' | 'admin';

/** How the answer travels: JSON (the default), plain text, a page or script, a file, bytes, or a redirect with no body. */
export type AnswerKind = 'json' | 'text' | 'html' | 'javascript' | 'csv' | 'gexf' | 'binary' | 'redirect';

/** What a route reads and answers; where it lives comes from its name in ROUTE_PATHS. */
export interface RouteContract {
  /**
   * The work the route costs the others: its caller's requests are limited per user with the
   * other routes of its group (WORK_GROUPS of @kizuna/proto/rules). A route without a group does
   * no work worth limiting beyond the sign-in and body limits.
   */
  work?: WorkGroup;
  auth: AuthLevel;
  /** Swagger UI groups routes by tag. */
  tag: 'health' | 'accounts' | 'projects' | 'upload' | 'results' | 'labels' | 'logs' | 'docs';
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
  alsoAnswersWith?: readonly number[];
  /** The redirect status of a redirect route. */
  redirectStatus?: number;
}

export interface RouteSpec extends RouteContract, RoutePath {
  name: RouteName;
}

/** Each contract with its name, method and path; every name of ROUTE_PATHS needs one, and no other. */
function withPaths<T extends { [N in RouteName]: RouteContract } & Record<Exclude<keyof T, RouteName>, never>>(
  contracts: T,
): { [N in RouteName]: T[N] & (typeof ROUTE_PATHS)[N] & { name: N } } {
  return Object.fromEntries(
    Object.entries(contracts).map(([name, contract]) => [
      name,
      { name, ...ROUTE_PATHS[name as RouteName], ...contract },
    ]),
  ) as { [N in RouteName]: T[N] & (typeof ROUTE_PATHS)[N] & { name: N } };
}

const text = z.string();

/**
 * Every route of the gateway by name: the gateway's handlers (@Route), the SPA's endpoints, the
 * OpenAPI document and the route tests are built from this table (docs/routes.md).
 */
export const routes = withPaths({
  // health and configuration
  healthcheck: {
    auth: 'public',
    tag: 'health',
    summary: 'The text OK (the /restapi-test screen).',
    answer: HealthcheckAnswer,
    answerKind: 'text',
  },
  liveness: {
    auth: 'public',
    tag: 'health',
    summary: 'Liveness: the process answers.',
    answer: LivenessAnswer,
  },
  readiness: {
    auth: 'public',
    tag: 'health',
    summary: 'Readiness: every store and service check; 503 when one fails.',
    answer: ReadinessAnswer,
    alsoAnswersWith: [503],
  },
  serverConfig: {
    auth: 'public',
    tag: 'health',
    summary: 'What the sign-in screen needs to know (dev login, SSO, upload limit, mode).',
    answer: ServerConfig,
  },
  databaseStatus: {
    auth: 'signed-in',
    tag: 'health',
    summary: "Database status (the spec's /mysql screen): 1 when every document store answers.",
    query: DatabaseStatusQuery,
    answer: DatabaseStatus,
  },
  // accounts and sign-in
  devLogin: {
    auth: 'public',
    tag: 'accounts',
    summary: 'Dev email login (when DEV_LOGIN is on); an unknown address files an application (403 not_approved).',
    body: accounts.DevLoginRequest,
    answer: accounts.LoginAnswer,
  },
  passwordLogin: {
    auth: 'public',
    tag: 'accounts',
    summary: 'Sign in with e-mail and password.',
    body: accounts.PasswordLoginRequest,
    answer: accounts.LoginAnswer,
  },
  exchangeSsoCode: {
    auth: 'public',
    tag: 'accounts',
    summary: 'Exchanges the single-use SSO code (60 s) for the login data.',
    body: accounts.SsoExchangeRequest,
    answer: accounts.LoginAnswer,
  },
  oidcStart: {
    auth: 'public',
    tag: 'accounts',
    summary: "Single sign-on: redirects the browser to the company's OpenID Connect provider.",
    answer: text,
    answerKind: 'redirect',
    redirectStatus: 302,
  },
  oidcCallback: {
    auth: 'public',
    tag: 'accounts',
    summary:
      "The provider's redirect back: completes the code flow, redirects to /login/okta?code=… (or /login?sso_error=…).",
    answer: text,
    answerKind: 'redirect',
    redirectStatus: 303,
  },
  logout: {
    auth: 'signed-in',
    tag: 'accounts',
    summary: 'Ends the session server-side: the token is refused from now on.',
    answer: StatusAnswer,
  },
  registerAccount: {
    auth: 'public',
    tag: 'accounts',
    summary: 'Files an application for an account; the same answer for a known address, whose owner is mailed instead.',
    body: accounts.RegisterRequest,
    answer: StatusAnswer,
  },
  isAdmin: {
    auth: 'signed-in',
    tag: 'accounts',
    summary: "The caller's current admin flag.",
    answer: accounts.IsAdminAnswer,
  },
  listApplications: {
    auth: 'admin',
    tag: 'accounts',
    summary: "Applications waiting (type 'active') or every account not deleted (type 'edit').",
    body: accounts.ApplicationsRequest,
    bodyAlsoInQuery: true,
    answer: accounts.ApplicationsAnswer,
  },
  approveUser: {
    auth: 'admin',
    tag: 'accounts',
    summary: "Approves an account (state true) or withdraws the approval, ending the account's sessions.",
    body: accounts.ApproveRequest,
    answer: accounts.ApproveAnswer,
  },
  listUsers: {
    auth: 'admin',
    tag: 'accounts',
    summary: 'One tab of the user administration (applicants, users, deleted), searched, sorted and paged.',
    body: users.ListUsersRequest,
    answer: users.ListUsersAnswer,
  },
  removeUser: {
    auth: 'admin',
    tag: 'accounts',
    summary: "Deletes (state true) or restores an account; deleting ends the account's sessions.",
    body: users.UserStateRequest,
    answer: users.UserStateAnswer,
  },
  dismissRestoreRequest: {
    auth: 'admin',
    tag: 'accounts',
    summary: "Declines a deleted account's restore request.",
    body: users.UserIdRequest,
    answer: StatusAnswer,
  },
  setAdmin: {
    auth: 'admin',
    tag: 'accounts',
    summary: "Makes an account admin (state true) or takes it away, ending the account's sessions.",
    body: users.UserStateRequest,
    answer: users.UserStateAnswer,
  },
  updateSupplierCode: {
    auth: 'admin',
    tag: 'accounts',
    summary: 'Sets the company code shown in the user list.',
    body: users.SupplierCodeRequest,
    answer: users.SupplierCodeAnswer,
  },
  setLabelEditor: {
    auth: 'admin',
    tag: 'accounts',
    summary:
      "Grants (state true) or withdraws the right to change the labels of the account's team (its company code); a security event. Changing the company code withdraws it.",
    body: users.UserStateRequest,
    answer: users.UserStateAnswer,
  },
  changePassword: {
    auth: 'signed-in',
    tag: 'accounts',
    summary:
      "Changes the caller's own password (current_passwd required when the account has one; 403 sso_only_account for SSO accounts); other sessions end.",
    body: accounts.ChangePasswordRequest,
    answer: StatusAnswer,
  },
  requestPasswordReset: {
    auth: 'public',
    tag: 'accounts',
    summary: 'Mails a password link (30 minutes, once); the same answer for unknown addresses.',
    body: accounts.EmailRequest,
    answer: StatusAnswer,
  },
  setPasswordByLink: {
    auth: 'public',
    tag: 'accounts',
    summary: "Sets a password with a mailed link's token.",
    body: accounts.SetPasswordRequest,
    answer: StatusAnswer,
  },
  requestRestore: {
    auth: 'public',
    tag: 'accounts',
    summary: 'Asks the admins to restore a deleted account.',
    body: accounts.EmailRequest,
    answer: StatusAnswer,
  },
  // projects
  listData: {
    auth: 'signed-in',
    tag: 'projects',
    summary:
      "One page of the caller's projects and those shared with them (scope mine, shared or all; an admin's all: everyone's), optionally of one owner (login_user_id).",
    body: projects.ListDataRequest,
    answer: projects.ListDataAnswer,
  },
  getProject: {
    auth: 'signed-in',
    tag: 'projects',
    summary:
      'A project with its runs (owner, a colleague it is shared with, or admin); its shares for the owner and admins.',
    body: projects.ProjectIdRequest,
    answer: projects.GetProjectAnswer,
  },
  getRawdata: {
    work: 'question',
    auth: 'signed-in',
    tag: 'projects',
    summary:
      "One page of a project's clean posts with the file's own column names (owner or admin); in file order, saying so, while sorting and search are being prepared.",
    body: RawdataRequest,
    answer: RawdataAnswer,
  },
  deleteCsv: {
    work: 'change',
    auth: 'signed-in',
    tag: 'projects',
    summary: 'Deletes a project, its data and results (owner or admin; 409 while a run is waiting or processing).',
    body: projects.ProjectIdRequest,
    answer: StatusAnswer,
  },
  analyzeStart: {
    work: 'change',
    auth: 'signed-in',
    tag: 'projects',
    summary: 'Starts runs (every run must be the caller’s, or the caller an admin).',
    body: projects.AnalyzeStartRequest,
    bodyAlsoInQuery: true,
    answer: StatusAnswer,
  },
  registerAnalyze: {
    work: 'upload',
    auth: 'signed-in',
    tag: 'projects',
    summary: 'Validates every row of an upload and creates the project with one run per community count.',
    body: projects.RegisterAnalyzeRequest,
    bodyAlsoInQuery: true,
    answer: projects.RegisterAnalyzeAnswer,
  },
  addRun: {
    work: 'change',
    auth: 'signed-in',
    tag: 'projects',
    summary:
      'Adds a run with another k to a registered project and starts it, without a new upload (owner or admin; the tokenized terms are reused).',
    body: projects.AddRunRequest,
    answer: projects.AddRunAnswer,
  },
  retryRun: {
    work: 'change',
    auth: 'signed-in',
    tag: 'projects',
    summary:
      'Requests a failed run again (owner or admin; 409 errors.run_busy while it is waiting or processing, errors.run_not_failed for a run that did not fail).',
    body: projects.RunIdRequest,
    answer: projects.RunChangeAnswer,
  },
  deleteRun: {
    work: 'change',
    auth: 'signed-in',
    tag: 'projects',
    summary:
      "Removes one run and its results (owner or admin; 409 errors.run_busy while it is waiting or processing, errors.last_run for a project's only run).",
    body: projects.RunIdRequest,
    answer: projects.RunChangeAnswer,
  },
  shareProject: {
    work: 'change',
    auth: 'signed-in',
    tag: 'projects',
    summary:
      'Shares a project with an approved user as viewer or editor, or changes their role (owner or admin; docs/sharing.md). The colleague is mailed.',
    body: sharing.ShareProjectRequest,
    answer: sharing.SharesAnswer,
  },
  unshareProject: {
    work: 'change',
    auth: 'signed-in',
    tag: 'projects',
    summary: "Takes a colleague's share away (owner or admin; 409 errors.not_shared when there is none).",
    body: sharing.UnshareProjectRequest,
    answer: sharing.SharesAnswer,
  },
  shareCompany: {
    work: 'change',
    auth: 'signed-in',
    tag: 'projects',
    summary: "Shares with every approved user of the owner's company code as viewers, or stops (owner or admin).",
    body: sharing.ShareCompanyRequest,
    answer: sharing.SharesAnswer,
  },
  shareCandidates: {
    work: 'directory',
    auth: 'signed-in',
    tag: 'projects',
    summary:
      "Up to 10 approved users' addresses of the caller's company code starting with a prefix of 3 or more characters (the Share dialog's autocomplete).",
    body: sharing.ShareCandidatesRequest,
    answer: sharing.ShareCandidatesAnswer,
  },
  transferProjects: {
    work: 'change',
    auth: 'admin',
    tag: 'projects',
    summary: 'Hands every project of one user (a departed one) to an approved user; the shares stay.',
    body: sharing.TransferProjectsRequest,
    answer: sharing.TransferProjectsAnswer,
  },
  // upload
  registerProgress: {
    auth: 'signed-in',
    tag: 'upload',
    summary: "Rows validated so far by the registration of one's own upload (the upload screen polls it).",
    query: RegisterProgressQuery,
    answer: RegisterProgressAnswer,
  },
  uploadCsv: {
    work: 'upload',
    auth: 'signed-in',
    tag: 'upload',
    summary: 'Stores a CSV and answers its columns and preview (413 over MAX_UPLOAD_BYTES).',
    multipart: UploadRequest,
    answer: UploadAnswer,
  },
  // results
  getGraph: {
    work: 'question',
    auth: 'signed-in',
    tag: 'results',
    summary: "A done run's community graph (owner or admin; logged as a result view).",
    body: results.GraphRequest,
    answer: results.GraphAnswer,
  },
  getWholeGraph: {
    work: 'question',
    auth: 'signed-in',
    tag: 'results',
    summary:
      "A done run's whole graph as bytes, format version 2 (@kizuna/proto/graph-binary, docs/http-api.md): every user's position by the project's layout on a 16-bit grid, community, degree, PageRank and activity, every relation as an index pair (sorted, as gaps); gzipped (Content-Encoding) when the client accepts it (owner or admin; 409 errors.graph_layout_pending while the project's layout is computed).",
    body: results.GraphRequest,
    answer: z.string(),
    answerKind: 'binary',
  },
  getClusterDetail: {
    work: 'question',
    auth: 'signed-in',
    tag: 'results',
    summary: 'One community: keywords, members, representative posts (owner or admin).',
    body: results.ClusterDetailRequest,
    answer: results.ClusterDetailAnswer,
  },
  getNodeDetail: {
    work: 'question',
    auth: 'signed-in',
    tag: 'results',
    summary: "One user's communities, counts, keywords and posts (owner or admin).",
    body: results.NodeDetailRequest,
    answer: results.NodeDetailAnswer,
  },
  getClusterMembers: {
    work: 'question',
    auth: 'signed-in',
    tag: 'results',
    summary:
      "One page of a community's members (cluster_id 0: every user), sorted by any metric, searched by name, optionally only those active in a time window (owner or admin).",
    body: results.ClusterMembersRequest,
    answer: results.ClusterMembersAnswer,
  },
  getClusterTweets: {
    work: 'question',
    auth: 'signed-in',
    tag: 'results',
    summary:
      "One page of a community's representative posts, optionally searched and within a time window (owner or admin).",
    body: results.ClusterTweetsRequest,
    answer: results.ClusterTweetsAnswer,
  },
  getClusterWindow: {
    work: 'question',
    auth: 'signed-in',
    tag: 'results',
    summary:
      "A community's keywords and representative posts computed over the posts inside a time window, as the run computes them over all posts (owner or admin). A window ending before it starts: 400 errors.time_window_invalid.",
    body: results.ClusterWindowRequest,
    answer: results.ClusterWindowAnswer,
  },
  searchNodes: {
    work: 'question',
    auth: 'signed-in',
    tag: 'results',
    summary: 'The node locator: users of the run, drawn or not, whose name contains the query (owner or admin).',
    body: results.SearchNodesRequest,
    answer: results.SearchNodesAnswer,
  },
  updateCluster: {
    work: 'change',
    auth: 'signed-in',
    tag: 'results',
    summary:
      'Renames or recolors a community of a run (owner or admin; 400 errors.cluster_name_required, errors.cluster_name_too_long or errors.invalid_color).',
    body: results.UpdateClusterRequest,
    answer: results.UpdateClusterAnswer,
  },
  downloadClusterDetails: {
    work: 'download',
    auth: 'signed-in',
    tag: 'results',
    summary:
      'CSV (UTF-8 with BOM) of one community or all (cluster_id 0): 1 users_, 2 keywords_ or 3 tweets_<c1|all>_YYYYMMDD.csv (owner or admin).',
    body: results.DownloadClusterDetailsRequest,
    answer: z.string(),
    answerKind: 'csv',
  },
  downloadNodeTweets: {
    work: 'download',
    auth: 'signed-in',
    tag: 'results',
    summary: "One user's posts as CSV (UTF-8 with BOM): node_tweets_<user>_YYYYMMDD.csv (owner or admin).",
    body: results.DownloadNodeTweetsRequest,
    answer: z.string(),
    answerKind: 'csv',
  },
  downloadGexf: {
    work: 'download',
    auth: 'signed-in',
    tag: 'results',
    summary:
      'The whole run as GEXF 1.3 for Gephi: every user with community, name, color, metrics and server position; edges with weights and relation kinds (owner or admin).',
    body: results.DownloadGexfRequest,
    answer: z.string(),
    answerKind: 'gexf',
  },
  // how communities relate (issue 19)
  getInteractionMatrix: {
    work: 'question',
    auth: 'signed-in',
    tag: 'results',
    summary:
      "Who amplifies whom: retweets, replies and mentions between every ordered pair of the run's communities and inside each, with how closed each is, over the whole run or the posts inside a time window (owner or admin; 400 errors.time_window_invalid).",
    body: relations.InteractionMatrixRequest,
    answer: relations.InteractionMatrixAnswer,
  },
  downloadInteractionMatrix: {
    work: 'download',
    auth: 'signed-in',
    tag: 'results',
    summary:
      'The interaction matrix as CSV (UTF-8 with BOM, one row per ordered pair of communities): interactions_k<k>_YYYYMMDD.csv (owner or admin).',
    body: relations.DownloadInteractionMatrixRequest,
    answer: z.string(),
    answerKind: 'csv',
  },
  getBridges: {
    work: 'question',
    auth: 'signed-in',
    tag: 'results',
    summary:
      'Per community (cluster_id 0: every one), the users whose interactions reach most into other communities, with the communities they reach (owner or admin).',
    body: relations.BridgesRequest,
    answer: relations.BridgesAnswer,
  },
  getRunComparison: {
    work: 'question',
    auth: 'signed-in',
    tag: 'results',
    summary:
      'How the communities of one run split and merge into those of another run of the same project: user counts between every pair of communities (owner or admin; 400 errors.runs_not_same_project).',
    body: relations.RunComparisonRequest,
    answer: relations.RunComparisonAnswer,
  },
  getComparisonMembers: {
    work: 'question',
    auth: 'signed-in',
    tag: 'results',
    summary:
      'One page of the users of one band of a run comparison (in cluster_id of the run and other_cluster_id of the other), most central first (owner or admin).',
    body: relations.ComparisonMembersRequest,
    answer: relations.ComparisonMembersAnswer,
  },
  downloadComparisonMembers: {
    work: 'download',
    auth: 'signed-in',
    tag: 'results',
    summary:
      'The users of one band of a run comparison as CSV (UTF-8 with BOM): users_k<k>c<c>_k<k>c<c>_YYYYMMDD.csv (owner or admin).',
    body: relations.DownloadComparisonMembersRequest,
    answer: z.string(),
    answerKind: 'csv',
  },
  // coordinated amplification (issue 31)
  getCoordination: {
    work: 'coordination',
    auth: 'signed-in',
    tag: 'results',
    summary:
      "Groups of accounts that retweet the same posts within window_seconds or post the same normalised text within post_window_seconds, on at least min_repetitions distinct posts or texts, in the run's project; each member's communities of the run (owner, admin, or a colleague the project is shared with; 404 errors.not_found also for a project prepared before coordination was computed, and 404 errors.near_identical_missing below 100 % when its near-identical posts could not be computed, until it runs again). Evidence, not proof of automation.",
    body: coordination.CoordinationRequest,
    answer: coordination.CoordinationAnswer,
  },
  downloadCoordination: {
    work: 'coordination',
    auth: 'signed-in',
    tag: 'results',
    summary:
      'The coordinated groups at the settings asked, as CSV (UTF-8 with BOM, one row per member: group, its size, evidence and share, the member, its posts, co-actions, share and communities): coordination_w<s>_p<s>_m<n>_YYYYMMDD.csv (owner, admin, or a colleague the project is shared with).',
    body: coordination.CoordinationRequest,
    answer: z.string(),
    answerKind: 'csv',
  },
  // communities over time (issue 45; docs/series.md)
  getSeriesFlows: {
    work: 'question',
    auth: 'signed-in',
    tag: 'results',
    summary:
      'Communities over time: for two to twelve done runs in time order, the users shared by every pair of communities of consecutive runs (with Jaccard and share), arrived and left users per community, the events the rule names (continues, split, merge, born, ended) and the tracked communities (every run viewable by the caller, else 404 errors.not_found).',
    body: series.SeriesFlowsRequest,
    answer: series.SeriesFlowsAnswer,
  },
  getSeriesMoves: {
    work: 'question',
    auth: 'signed-in',
    tag: 'results',
    summary:
      "One page of one step's moved users (whose later community is no successor of their earlier one), searchable and sorted (every run viewable by the caller, else 404 errors.not_found).",
    body: series.SeriesMovesRequest,
    answer: series.SeriesMovesAnswer,
  },
  downloadSeriesMoves: {
    work: 'download',
    auth: 'signed-in',
    tag: 'results',
    summary:
      'Every moved user of every step as CSV (UTF-8 with BOM): the account name, from run, from community, to run, to community and their post counts in both runs: series_moves_YYYYMMDD.csv (every run viewable by the caller, else 404 errors.not_found).',
    body: series.SeriesFlowsRequest,
    answer: z.string(),
    answerKind: 'csv',
  },
  saveSeries: {
    work: 'change',
    auth: 'signed-in',
    tag: 'projects',
    summary:
      'Saves a named series of two to twelve done runs the caller can view, in time order, and gives each community of a track its name and colour in the runs the caller may edit (400 files.name_required, errors.name_too_long; 404 errors.not_found for a run the caller cannot view or one removed meanwhile; 409 errors.run_not_done; 409 errors.too_many_series past 100 a user).',
    body: series.SaveSeriesRequest,
    answer: series.SeriesDocumentAnswer,
  },
  listSeries: {
    work: 'question',
    auth: 'signed-in',
    tag: 'projects',
    summary: "One page of the caller's saved series, newest first, and how many there are.",
    body: series.ListSeriesRequest,
    answer: series.ListSeriesAnswer,
  },
  getSeries: {
    work: 'question',
    auth: 'signed-in',
    tag: 'projects',
    summary: 'A saved series, for anyone who can view every project in it (admins all; else 404 errors.not_found).',
    body: series.SeriesRequest,
    answer: series.SeriesDocumentAnswer,
  },
  renameSeries: {
    work: 'change',
    auth: 'signed-in',
    tag: 'projects',
    summary: 'Renames a saved series (its creator or an admin; else 404 errors.not_found).',
    body: series.RenameSeriesRequest,
    answer: series.SeriesDocumentAnswer,
  },
  deleteSeries: {
    work: 'change',
    auth: 'signed-in',
    tag: 'projects',
    summary: 'Deletes a saved series (its creator or an admin; else 404 errors.not_found). The runs stay.',
    body: series.SeriesRequest,
    answer: StatusAnswer,
  },
  listRunSeries: {
    work: 'question',
    auth: 'signed-in',
    tag: 'projects',
    summary:
      "The saved series naming any of the runs, with the runs each keeps once they are removed: the caller's own by name (an admin's all), other users' counted (every run viewable by the caller, else 404 errors.not_found).",
    body: series.RunSeriesRequest,
    answer: series.RunSeriesAnswer,
  },
  renameTrack: {
    work: 'change',
    auth: 'signed-in',
    tag: 'results',
    summary:
      'Gives one name to a community in each of several runs (a tracked community of a series), all or none: every run is checked first (404 errors.not_found for a run the caller cannot view; 403 errors.series_rename_refused, params.refused the places in `communities` of the runs the caller may not edit; 400 errors.cluster_name_required, errors.cluster_name_too_long).',
    body: series.RenameTrackRequest,
    answer: StatusAnswer,
  },
  // account labels (issue 48; docs/labels.md): per team (company code), shown in every project of it
  listLabels: {
    work: 'question',
    auth: 'signed-in',
    tag: 'labels',
    summary:
      "The caller's team's account labels by name, whether the caller may change them, and the colours (403 errors.other_team for another team's code unless admin).",
    body: labels.ListLabelsRequest,
    answer: labels.ListLabelsAnswer,
  },
  createLabel: {
    work: 'change',
    auth: 'signed-in',
    tag: 'labels',
    summary:
      'Makes a label of the team (an admin, or a label editor of the team; 403 errors.not_label_editor otherwise; 400 errors.label_name_required, errors.label_name_too_long, errors.invalid_color; 409 errors.label_name_taken, errors.too_many_labels). Logged.',
    body: labels.CreateLabelRequest,
    answer: labels.LabelAnswer,
  },
  updateLabel: {
    work: 'change',
    auth: 'signed-in',
    tag: 'labels',
    summary: 'Renames or recolours a label of the team (as create_label; 409 errors.label_not_found). Logged.',
    body: labels.UpdateLabelRequest,
    answer: labels.LabelAnswer,
  },
  deleteLabel: {
    work: 'change',
    auth: 'signed-in',
    tag: 'labels',
    summary:
      'Deletes a label of the team and takes it off every account (as create_label); the body names the label (`name`, case and width aside), else 400 errors.label_name_mismatch. Logged.',
    body: labels.DeleteLabelRequest,
    answer: labels.LabelChangeAnswer,
  },
  assignLabel: {
    work: 'change',
    auth: 'signed-in',
    tag: 'labels',
    summary:
      'Puts a label on accounts (by name, case-insensitive; again: the note, who and when are the latest) in every project of the team (as create_label; 400 errors.label_note_too_long). Logged.',
    body: labels.AssignLabelRequest,
    answer: labels.LabelChangeAnswer,
  },
  unassignLabel: {
    work: 'change',
    auth: 'signed-in',
    tag: 'labels',
    summary: 'Takes a label off accounts (as create_label). Logged.',
    body: labels.UnassignLabelRequest,
    answer: labels.LabelChangeAnswer,
  },
  importLabels: {
    work: 'change',
    auth: 'signed-in',
    tag: 'labels',
    summary:
      "Applies a CSV of account,label[,note] (base64; the upload's encodings; a header row optional): labels the team lacks are made, bad rows are counted and named, never fatal (as create_label; 400 errors.label_file_invalid; 413 errors.label_file_too_large, errors.label_file_too_many_rows past 100,000 rows, nothing stored). Logged.",
    body: labels.ImportLabelsRequest,
    answer: labels.ImportLabelsAnswer,
  },
  exportLabels: {
    work: 'download',
    auth: 'signed-in',
    tag: 'labels',
    summary:
      "The team's labelled accounts as CSV (UTF-8 with BOM: account, label, note, color, by, at; the first three are what import_labels reads), one label's when named: labels_YYYYMMDD.csv.",
    body: labels.ExportLabelsRequest,
    answer: z.string(),
    answerKind: 'csv',
  },
  getRunLabels: {
    work: 'question',
    auth: 'signed-in',
    tag: 'results',
    summary:
      "A done run's labelled accounts (of the caller's team), each with its labels (id, name, colour, who, when, note), and the team's labels; one label's when named; paged (anyone who can view the run, else 404 errors.not_found).",
    body: labels.RunLabelsRequest,
    answer: labels.RunLabelsAnswer,
  },

  // this documentation (when API_DOCS is on)
  // logs (admins)
  listAccessLogs: {
    auth: 'admin',
    tag: 'logs',
    summary:
      'Access logs of one type_action (0 login, 1 analysis start, 2 result view, 3 label change with its detail) in a Tokyo date range, sorted and paged.',
    body: logs.ListAccessLogsRequest,
    answer: logs.AccessLogsAnswer,
  },
  downloadAccessLogs: {
    work: 'download',
    auth: 'admin',
    tag: 'logs',
    summary:
      'The access logs of the range as CSV (UTF-8 with BOM): login_logs_, analyze_start_logs_, analyze_browse_logs_ or label_logs_YYYYMMDD.csv (label changes with a detail column).',
    body: logs.DownloadAccessLogsRequest,
    answer: z.string(),
    answerKind: 'csv',
  },
  listSecurityEvents: {
    auth: 'admin',
    tag: 'logs',
    summary:
      'Security events (failed and refused sign-ins, password and role changes, approvals) in a Tokyo date range.',
    body: logs.ListSecurityEventsRequest,
    answer: logs.SecurityEventsAnswer,
  },
  downloadSecurityEvents: {
    work: 'download',
    auth: 'admin',
    tag: 'logs',
    summary: 'The security events of the range as CSV (UTF-8 with BOM): security_events_YYYYMMDD.csv.',
    body: logs.DownloadSecurityEventsRequest,
    answer: z.string(),
    answerKind: 'csv',
  },
  docsPage: {
    auth: 'public',
    tag: 'docs',
    summary: 'This documentation (Swagger UI).',
    answer: text,
    answerKind: 'html',
  },
  openapiDocument: {
    auth: 'public',
    tag: 'docs',
    summary: 'The OpenAPI 3.1 document of this API.',
    answer: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
  },
  docsScript: {
    auth: 'public',
    tag: 'docs',
    summary: 'The script that starts Swagger UI on /api/docs.',
    answer: text,
    answerKind: 'javascript',
  },
});

/** The table as a list, in its order (the OpenAPI document keeps it). */
export const ROUTES: readonly RouteSpec[] = Object.values(routes);

/** The route a request reaches, ignoring a trailing slash (as the gateway's router does). */
export function findRoute(method: string, path: string, routes: readonly RouteSpec[] = ROUTES): RouteSpec | undefined {
  const bare = path.length > 1 ? trimTrailing(path, '/') : path;
  const m = method.toUpperCase();
  return routes.find((r) => r.method === m && r.path.toLowerCase() === bare.toLowerCase());
}

type Routes = typeof routes;
type Fields<N extends RouteName, K extends 'body' | 'query', Side extends 'in' | 'out'> = Routes[N] extends {
  [P in K]: infer S extends z.ZodType;
}
  ? Side extends 'in'
    ? z.input<S>
    : z.output<S>
  : unknown;

/** What a caller of the route sends: its body's or query's fields as the schema takes them; void when it reads none. */
export type RouteRequest<N extends RouteName> = Routes[N] extends { body: object } | { query: object }
  ? Fields<N, 'body', 'in'> & Fields<N, 'query', 'in'>
  : void;

/** What the handler of the route reads (@RouteInput()): the fields as the schema parsed them, defaults filled. */
export type RouteFields<N extends RouteName> = Fields<N, 'body', 'out'> & Fields<N, 'query', 'out'>;

/** The route's answer as it travels (the JSON, the text of a page, a CSV file's text). */
export type RouteAnswer<N extends RouteName> = z.output<Routes[N]['answer']>;
