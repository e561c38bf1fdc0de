import { DomainError, ErrorCode } from './domain-error.js';

/**
 * errors.storage_full: a write found the data folder (or bucket) full. The message names no path
 * or errno (the log keeps them); the user is told to ask an administrator.
 */
export function storageFullError(): DomainError {
  return new DomainError(
    ErrorCode.StorageFull,
    "The server's storage is full, so this could not be saved. Please ask an administrator to free some space.",
  );
}
