import { storageFullError } from '@kizuna/platform/errors';
import { isStorageFull, type ObjectStore } from '@kizuna/platform/objects';

/**
 * Bytes the data folder holds per byte uploaded once the upload is registered and analysed at
 * one k (docs/reliability.md, "A full disk"). Measured 2026-11-28 on a generated 25.2 MB mix
 * (100,000 posts, 80% Japanese): 142 MB, 5.64 times the upload — posts file and review index
 * 2.9, terms, window texts, users' posts and coordination inputs 1.9, one run's results 0.8
 * (each further k about 0.8 more). Rounded up.
 */
export const STORED_BYTES_PER_UPLOADED_BYTE = 6;

/**
 * Refuses an upload of `bytes` before anything of it is stored when the data folder has less
 * free than its registration and analysis will need. A store that cannot tell (S3) lets it in.
 */
export async function assertRoomForUpload(objects: ObjectStore, bytes: number): Promise<void> {
  const space = await objects.freeSpace();
  if (space && space.freeBytes < bytes * STORED_BYTES_PER_UPLOADED_BYTE) throw storageFullError();
}

/**
 * A write that found the storage full becomes errors.storage_full (its path and errno go to the
 * log through `log`); any other error is kept.
 */
export function storageFullOr(err: unknown, log: (message: string) => void): unknown {
  if (!isStorageFull(err)) return err;
  log(err instanceof Error ? err.message : String(err));
  return storageFullError();
}
