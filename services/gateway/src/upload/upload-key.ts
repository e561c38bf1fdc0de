import { randomUUID } from 'node:crypto';

/** Uploads live under the uploader's id, so a key names its owner and cannot be borrowed. */
export function newUploadKey(userId: string, filename: string): string {
  const safe =
    filename
      .replace(/[^\p{L}\p{N}._-]+/gu, '_')
      .replace(/^\.+/, '')
      .slice(0, 120) || 'upload.csv';
  return `uploads/${userId}/${randomUUID()}/${safe}`;
}

export function isOwnUploadKey(key: string, userId: string): boolean {
  return key.startsWith(`uploads/${userId}/`) && !key.includes('..') && key.split('/').length === 4;
}
