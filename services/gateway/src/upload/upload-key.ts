import { randomUUID } from 'node:crypto';

/**
 * Uploads live under the uploader's id, so a key names its owner and cannot be borrowed; the
 * upload time in the key lets uploads that were never registered be swept away.
 */
export function newUploadKey(userId: string, filename: string, now = Date.now()): string {
  const safe =
    filename
      .replace(/[^\p{L}\p{N}._-]+/gu, '_')
      .replace(/^\.+/, '')
      .slice(0, 120) || 'upload.csv';
  return `uploads/${userId}/${now}-${randomUUID()}/${safe}`;
}

/** When the upload under this key was made (epoch ms), or null for a key newUploadKey did not make. */
export function uploadTime(key: string): number | null {
  const m = /^uploads\/[^/]+\/(\d{13})-[0-9a-f-]{36}\/[^/]+$/.exec(key);
  return m ? Number(m[1]) : null;
}

/** Judged by whole path segments: `report..csv` is a fine file name, `..` is not a segment. */
export function isOwnUploadKey(key: string, userId: string): boolean {
  const segments = key.split('/');
  return (
    segments.length === 4 &&
    segments[0] === 'uploads' &&
    segments[1] === userId &&
    uploadTime(key) !== null &&
    !segments.some((s) => s === '.' || s === '..')
  );
}
