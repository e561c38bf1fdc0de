export type { AccessLogRow, SecurityEventRow } from '@kizuna/http-api';

/** A finished download: an object URL of the file and the name the server gave it. */
export interface SavedFile {
  url: string;
  fileName: string;
}
