import { DomainError, ErrorCode, isErrorCode } from '@kizuna/platform/errors';
import { isStorageFull } from '@kizuna/platform/objects';

/**
 * An error as it crosses from a CSV worker thread (or a registration's second part) to the
 * thread that waits for it: a DomainError keeps its code and params, any other error its message.
 */
export interface ThreadFailure {
  code: string | null;
  message: string;
  params: Record<string, string>;
}

export function toThreadFailure(err: unknown): ThreadFailure {
  const domain = err instanceof DomainError;
  return {
    // A full disk is a known failure (errors.storage_full); its message (path, errno) is for the log.
    code: domain ? err.code : isStorageFull(err) ? ErrorCode.StorageFull : null,
    message: err instanceof Error ? err.message : String(err),
    params: domain ? err.params : {},
  };
}

/** The error again: a DomainError when its code is one of ours, else a plain Error. */
export function fromThreadFailure(failure: ThreadFailure): Error {
  return failure.code !== null && isErrorCode(failure.code)
    ? new DomainError(failure.code, failure.message, failure.params)
    : new Error(failure.message);
}
