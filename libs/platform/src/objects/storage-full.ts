/**
 * Whether an error (or one it was caused by) says the storage has no room left: ENOSPC on a
 * local disk, EDQUOT past a quota, S3's answers for a full or over-quota bucket, or that failure
 * as it arrives from a worker thread or another service (a DomainError of errors.storage_full:
 * the raw errno stays behind in the worker's log). Such a write is a known failure, not a bug.
 */
/** ErrorCode.StorageFull, written out: the object stores do not depend on the error codes. */
const STORAGE_FULL_CODE = 'errors.storage_full';

export function isStorageFull(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 8; depth++) {
    const { code, name } = e as { code?: unknown; name?: unknown };
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === STORAGE_FULL_CODE) return true;
    if (name === 'EntityTooLarge' || name === 'QuotaExceeded' || name === 'XMinioStorageFull') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Thrown where a write failed for want of room: its message names no path or errno. */
export class StorageFullError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('the data folder has no room left', options);
    this.name = 'StorageFullError';
  }
}
