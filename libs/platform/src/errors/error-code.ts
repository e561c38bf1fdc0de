/**
 * Every error code a user or API client can see. Each is an i18n key the web app translates;
 * the gateway's error mapper gives each its HTTP status.
 */
export enum ErrorCode {
  Unauthorized = 'errors.unauthorized',
  SessionExpired = 'errors.session_expired',
  Forbidden = 'errors.forbidden',
  NotApproved = 'errors.not_approved',
  NotFound = 'errors.not_found',
  BadRequest = 'errors.bad_request',
  Internal = 'errors.internalservererror',
  MaxFileSize = 'errors.max_file_size_error',
  NotCsv = 'errors.not_csv',
  EmptyFile = 'errors.empty_file',
  TooFewColumns = 'errors.too_few_columns',
  NoHeader = 'errors.no_header',
  UploadMissing = 'errors.upload_missing',
  MissingColumns = 'errors.missing_columns',
  TooManyOthers = 'errors.please_select_5_others',
  DuplicateColumn = 'errors.duplicate_column',
  ColumnOutOfRange = 'errors.column_out_of_range',
  KSelect = 'labels.k_select_error',
  InvalidK = 'errors.invalid_k',
  NameRequired = 'files.name_required',
  NameTooLong = 'errors.name_too_long',
  NoValidRows = 'errors.no_valid_rows',
  EmailInvalid = 'errors.email_invalid',
  EmailTaken = 'errors.email_taken',
  ProjectBusy = 'errors.project_busy',
  RunNotDone = 'errors.run_not_done',
}
