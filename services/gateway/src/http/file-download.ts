import type { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';

/** A file another service wrote (claim check), as the download the client saves. */
export interface StoredFile {
  key: string;
  fileName: string;
  contentType: string;
}

/**
 * A stored file as a download named `fileName`: the bytes go as stored (a CSV's BOM reaches
 * Excel); the ASCII name is for old clients, the UTF-8 one for the rest. Routes whose SPA saves
 * the file under its name also expose Content-Disposition (see @ExposesFileName).
 */
export async function fileDownload(objects: ObjectStore, file: StoredFile): Promise<StreamableFile> {
  return bytesDownload(await objects.get(file.key), file);
}

/** Bytes made here (a stored file changed on its way, say) as the download of `file`'s name and type. */
export function bytesDownload(body: Readable | Uint8Array, file: Omit<StoredFile, 'key'>): StreamableFile {
  const options = {
    type: file.contentType,
    disposition: `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
  };
  return body instanceof Uint8Array ? new StreamableFile(body, options) : new StreamableFile(body, options);
}
