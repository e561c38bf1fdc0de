/**
 * Every error code a user or API client can see. Each is an i18n key the web app translates
 * (`npm run lint` fails when one has no ja or en text); the gateway's error mapper gives each
 * its HTTP status. The values are plain string literals: scripts/check-i18n.mjs reads them.
 */
export enum ErrorCode {
  Unauthorized = 'errors.unauthorized',
  SessionExpired = 'errors.session_expired',
  Forbidden = 'errors.forbidden',
  NotApproved = 'errors.not_approved',
  AccountDeleted = 'errors.account_deleted',
  // User administration (spec §4): nobody locks themselves or everyone out.
  SelfChange = 'errors.self_change',
  LastAdmin = 'errors.last_admin',
  // Single sign-on (OpenID Connect).
  SsoNotConfigured = 'errors.sso_not_configured',
  SsoFailed = 'errors.sso_failed',
  SsoCodeInvalid = 'errors.sso_code_invalid',
  SsoNoEmail = 'errors.sso_no_email',
  SsoApplicationFiled = 'errors.sso_application_filed',
  // Account takeover (issue 27): an SSO identity is issuer + subject, never an address alone.
  SsoIdentityMismatch = 'errors.sso_identity_mismatch',
  SsoEmailUnverified = 'errors.sso_email_unverified',
  SsoOnlyAccount = 'errors.sso_only_account',
  CurrentPasswordWrong = 'errors.current_password_wrong',
  NotFound = 'errors.not_found',
  BadRequest = 'errors.bad_request',
  Internal = 'errors.internalservererror',
  TooManyRequests = 'errors.too_many_requests',
  // Per-user work limits (issue 46): too many requests of a kind in a minute, or at once.
  WorkRateLimited = 'errors.work_rate_limited',
  WorkInFlight = 'errors.work_in_flight',
  // Password sign-ins that failed too often: a wait of params.seconds (30 s doubling to 15 minutes).
  SignInWait = 'errors.sign_in_wait',
  MaxFileSize = 'errors.max_file_size_error',
  // Why an uploaded file cannot be used at all (ingest's CSV inspection).
  NotCsv = 'errors.not_csv',
  EmptyFile = 'errors.empty_file',
  UnsupportedEncoding = 'errors.unsupported_encoding',
  TooFewColumns = 'errors.too_few_columns',
  TooManyColumns = 'errors.too_many_columns',
  NoHeader = 'errors.no_header',
  NoRows = 'errors.no_rows',
  RowTooLong = 'errors.row_too_long',
  UploadMissing = 'errors.upload_missing',
  TooManyUploads = 'errors.too_many_uploads',
  // Why the time column cannot be read (spec §5 times; the order of `8/6/15` is the user's call).
  DateOrderRequired = 'errors.date_order_required',
  NoReadableTimes = 'errors.no_readable_times',
  // Why a column mapping is refused (spec §5).
  MissingColumns = 'errors.missing_columns',
  TooManyOthers = 'errors.please_select_5_others',
  DuplicateColumn = 'errors.duplicate_column',
  ColumnOutOfRange = 'errors.column_out_of_range',
  KSelect = 'labels.k_select_error',
  InvalidK = 'errors.invalid_k',
  InvalidRelations = 'errors.invalid_relations',
  NameRequired = 'files.name_required',
  NameTooLong = 'errors.name_too_long',
  NoValidRows = 'errors.no_valid_rows',
  EmailInvalid = 'errors.email_invalid',
  EmailTaken = 'errors.email_taken',
  BadCredentials = 'errors.usernotfound',
  PasswordLength = 'errors.password_length',
  PasswordCommon = 'errors.password_common',
  PasswordLinkInvalid = 'errors.password_link_invalid',
  TooManyApplications = 'errors.too_many_applications',
  ProjectBusy = 'errors.project_busy',
  RunNotDone = 'errors.run_not_done',
  // The logs screen's date range (date_start, date_end).
  LogRangeInvalid = 'errors.log_range_invalid',
  // A community's name or color (update_cluster).
  ClusterNameRequired = 'errors.cluster_name_required',
  ClusterNameTooLong = 'errors.cluster_name_too_long',
  InvalidColor = 'errors.invalid_color',
  ClusterNotFound = 'errors.cluster_not_found',
  // The results panels' time window (get_cluster_window): start after end, or a run saved
  // before runs kept what a window is computed from.
  TimeWindowInvalid = 'errors.time_window_invalid',
  WindowNotKept = 'errors.window_not_kept',
  // A run saved in an older result format that the start-up upgrade could not bring up to date.
  ResultFormatNotUpgraded = 'errors.result_format_not_upgraded',
  // The whole graph of a run whose project has no layout by relations yet (issue 59): it is
  // being computed; the graph page shows the communities' view meanwhile.
  GraphLayoutPending = 'errors.graph_layout_pending',
  // A coordination question below 100 % for a project whose near-identical stage failed (or the
  // service restarted before it ran): the project's next run computes it.
  NearIdenticalMissing = 'errors.near_identical_missing',
  // Two runs compared that belong to different projects.
  RunsNotSameProject = 'errors.runs_not_same_project',
  // Another run of a registered project (add_run).
  RunExists = 'errors.run_exists',
  // The edge (issue 27): a request naming a host Kizuna is not configured for (DNS rebinding), and
  // a state-changing request from a page of another origin.
  MisdirectedHost = 'errors.misdirected_host',
  OriginRefused = 'errors.origin_refused',
  // One run on its own (retry_run, delete_run) and a second start of the same runs.
  RunBusy = 'errors.run_busy',
  RunNotFailed = 'errors.run_not_failed',
  LastRun = 'errors.last_run',
  AlreadyStarted = 'errors.already_started',
  // Sharing a project (issue 30): a viewer trying to change it, an editor trying what only the
  // owner does, an address that is no approved user, sharing with oneself or the owner, an
  // unknown role, taking away a share that is not there, and a company switch without a code.
  ViewerReadOnly = 'errors.viewer_read_only',
  OwnerOnly = 'errors.owner_only',
  ShareUnknownUser = 'errors.share_unknown_user',
  ShareSelf = 'errors.share_self',
  ShareRoleInvalid = 'errors.share_role_invalid',
  NotShared = 'errors.not_shared',
  NoCompanyCode = 'errors.no_company_code',
  // A series (issue 45) naming one run twice; a user who keeps as many series as they may.
  SeriesRunsRepeated = 'errors.series_runs_repeated',
  TooManySeries = 'errors.too_many_series',
  // A tracked community renamed on the series page (issue 58) in runs some of which the caller may
  // not edit: nothing is renamed, and the answer says which.
  SeriesRenameRefused = 'errors.series_rename_refused',
  // The data folder (or bucket) has no room left for a write (issue 49): an administrator frees space.
  StorageFull = 'errors.storage_full',
  // Account labels (issue 48): a label's name, a name the team already has, too many labels, a
  // note too long, an account name that is no account, a label file that is no CSV or too large,
  // and a company code other than the caller's own (admins only).
  LabelNameRequired = 'errors.label_name_required',
  LabelNameTooLong = 'errors.label_name_too_long',
  LabelNameTaken = 'errors.label_name_taken',
  TooManyLabels = 'errors.too_many_labels',
  LabelNoteTooLong = 'errors.label_note_too_long',
  LabelAccountInvalid = 'errors.label_account_invalid',
  LabelFileInvalid = 'errors.label_file_invalid',
  LabelFileTooLarge = 'errors.label_file_too_large',
  LabelFileTooManyRows = 'errors.label_file_too_many_rows',
  OtherTeam = 'errors.other_team',
  LabelNotFound = 'errors.label_not_found',
  TooManyLabelAssignments = 'errors.too_many_label_assignments',
  LabelNameMismatch = 'errors.label_name_mismatch',
  // The labels' storage upgrade has not finished (issue 55): label requests wait for it.
  LabelsUpgrading = 'errors.labels_upgrading',
  // Changing a team's labels is a right an admin grants on /users (docs/labels.md).
  NotLabelEditor = 'errors.not_label_editor',
  // A bus message larger than the bus takes (KAFKA_MAX_MESSAGE_BYTES), refused before it is sent.
  MessageTooLarge = 'errors.message_too_large',
}
