/**
 * Whether an error (or one it was caused by) says the storage has no room left: ENOSPC on a
 * local disk, EDQUOT past a quota, or S3's answers for a full or over-quota bucket. Such a write
 * is a known failure (errors.storage_full), not a bug; the path and errno stay in the log.
 */
export function isStorageFull(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 8; depth++) {
    const { code, name } = e as { code?: unknown; name?: unknown };
    if (code === 'ENOSPC' || code === 'EDQUOT') return true;
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
