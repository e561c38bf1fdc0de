import { DomainError, ErrorCode, isErrorCode } from '../errors/index.js';

export interface PlainBusError {
  code: ErrorCode;
  message: string;
  params: Record<string, string>;
}

/** Told when a failure carries a code that is not an ErrorCode (it is answered as Internal). */
export type UnknownCodeReporter = (code: unknown, message: string) => void;

const INTERNAL: PlainBusError = { code: ErrorCode.Internal, message: 'Internal server error', params: {} };

/**
 * What a failed request handler sends back: a DomainError keeps its code (the RPC filter hands
 * it on as a plain object); anything else is an internal error (its text stays in the service's
 * log, not in the reply).
 */
export function toBusError(err: unknown, onUnknownCode: UnknownCodeReporter = () => undefined): PlainBusError {
  if (err instanceof DomainError) return { code: err.code, message: err.message, params: err.params };
  if (err && typeof err === 'object' && 'code' in err && 'message' in err) {
    const e = err as { code: unknown; message: unknown; params?: Record<string, string> };
    const message = String(e.message);
    if (isErrorCode(e.code)) return { code: e.code, message, params: e.params ?? {} };
    // A dotted code looks like an i18n key that this build does not know; a Node errno such as
    // ENOENT is just an internal error, not a contract drift worth reporting.
    if (typeof e.code === 'string' && e.code.includes('.')) onUnknownCode(e.code, message);
  }
  return { ...INTERNAL, params: {} };
}

/** The DomainError a failed request's error reply stands for, on the requesting side. */
export function fromBusError(
  err: { code?: unknown; message?: unknown; params?: Record<string, string> },
  onUnknownCode: UnknownCodeReporter,
): DomainError {
  const message = typeof err.message === 'string' ? err.message : String(err.code);
  if (isErrorCode(err.code)) return new DomainError(err.code, message, err.params ?? {});
  onUnknownCode(err.code, message);
  // The remote text was written for a code we cannot translate; the user gets the generic one.
  return new DomainError(ErrorCode.Internal, INTERNAL.message);
}
