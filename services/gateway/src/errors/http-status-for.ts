import { ErrorCode } from '@kizuna/platform/errors';

const statusByCode: Record<string, number> = {
  [ErrorCode.Unauthorized]: 401,
  [ErrorCode.SessionExpired]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.NotApproved]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.MaxFileSize]: 413,
  [ErrorCode.EmailTaken]: 409,
  [ErrorCode.ProjectBusy]: 409,
  [ErrorCode.RunNotDone]: 409,
  [ErrorCode.Internal]: 500,
};

/** The HTTP status for a domain error code; any other code is the caller's bad input (400). */
export function httpStatusFor(code: string): number {
  return statusByCode[code] ?? 400;
}
