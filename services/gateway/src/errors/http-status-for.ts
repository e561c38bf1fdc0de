import { ErrorCode } from '@kizuna/platform/errors';

// Every code is listed, so a new ErrorCode without a status is a type error here.
const statusByCode: Record<ErrorCode, number> = {
  [ErrorCode.Unauthorized]: 401,
  [ErrorCode.SessionExpired]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.NotApproved]: 403,
  [ErrorCode.AccountDeleted]: 403,
  [ErrorCode.SelfChange]: 409,
  [ErrorCode.LastAdmin]: 409,
  [ErrorCode.SsoNotConfigured]: 404,
  [ErrorCode.SsoFailed]: 400,
  [ErrorCode.SsoCodeInvalid]: 400,
  [ErrorCode.SsoNoEmail]: 400,
  [ErrorCode.SsoApplicationFiled]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.BadRequest]: 400,
  [ErrorCode.Internal]: 500,
  [ErrorCode.TooManyRequests]: 429,
  [ErrorCode.TooManyApplications]: 429,
  [ErrorCode.MaxFileSize]: 413,
  [ErrorCode.NotCsv]: 400,
  [ErrorCode.EmptyFile]: 400,
  [ErrorCode.UnsupportedEncoding]: 400,
  [ErrorCode.TooFewColumns]: 400,
  [ErrorCode.NoHeader]: 400,
  [ErrorCode.NoRows]: 400,
  [ErrorCode.RowTooLong]: 400,
  [ErrorCode.UploadMissing]: 400,
  [ErrorCode.MissingColumns]: 400,
  [ErrorCode.TooManyOthers]: 400,
  [ErrorCode.DuplicateColumn]: 400,
  [ErrorCode.ColumnOutOfRange]: 400,
  [ErrorCode.KSelect]: 400,
  [ErrorCode.InvalidK]: 400,
  [ErrorCode.NameRequired]: 400,
  [ErrorCode.NameTooLong]: 400,
  [ErrorCode.NoValidRows]: 400,
  [ErrorCode.EmailInvalid]: 400,
  [ErrorCode.EmailTaken]: 409,
  [ErrorCode.BadCredentials]: 400,
  [ErrorCode.PasswordLength]: 400,
  [ErrorCode.PasswordCommon]: 400,
  [ErrorCode.PasswordLinkInvalid]: 400,
  [ErrorCode.ProjectBusy]: 409,
  [ErrorCode.RunNotDone]: 409,
  [ErrorCode.LogRangeInvalid]: 400,
  [ErrorCode.ClusterNameRequired]: 400,
  [ErrorCode.ClusterNameTooLong]: 400,
  [ErrorCode.InvalidColor]: 400,
  [ErrorCode.ClusterNotFound]: 404,
};

/** The HTTP status for a domain error code. */
export function httpStatusFor(code: ErrorCode): number {
  // Only a cast can smuggle in an unknown code; it is a server fault, like ErrorCode.Internal.
  return statusByCode[code] ?? 500;
}
