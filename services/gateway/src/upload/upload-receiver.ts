import { Inject, Injectable } from '@nestjs/common';
import busboy from 'busboy';
import type { Request } from 'express';
import type { KizunaConfig } from '@kizuna/platform/config';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { ObjectStore } from '@kizuna/platform/objects';
import { CONFIG, OBJECT_STORE } from '@kizuna/platform/runtime';
import { ByteLimit } from './byte-limit.js';
import { newUploadKey } from './upload-key.js';

const CSV_TYPES = new Set([
  'text/csv',
  'application/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'text/comma-separated-values',
  'text/tab-separated-values',
  'application/octet-stream',
]);

export interface ReceivedUpload {
  key: string;
  filename: string;
  bytes: number;
}

/**
 * Streams the multipart field `file` straight into the object store, counting bytes on the way:
 * past the limit the stream fails, the partial object is removed and nothing is kept.
 */
@Injectable()
export class UploadReceiver {
  constructor(
    @Inject(CONFIG) private readonly config: KizunaConfig,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
  ) {}

  receive(req: Request, userId: string): Promise<ReceivedUpload> {
    return new Promise<ReceivedUpload>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({ headers: req.headers, limits: { files: 1, fields: 20 } });
      } catch {
        reject(new DomainError(ErrorCode.BadRequest, 'Send the file as multipart/form-data in the field "file".'));
        return;
      }
      let stored: Promise<ReceivedUpload> | null = null;
      parser.on('file', (field, file, info) => {
        if (field !== 'file' || stored) {
          file.resume();
          return;
        }
        const filename = Buffer.from(info.filename ?? 'upload.csv', 'latin1').toString('utf8');
        const looksCsv = /\.(csv|tsv|txt)$/i.test(filename) && CSV_TYPES.has((info.mimeType ?? '').toLowerCase());
        const declaredCsv = ['text/csv', 'application/csv'].includes((info.mimeType ?? '').toLowerCase());
        if (!looksCsv && !declaredCsv) {
          file.resume();
          stored = Promise.reject(new DomainError(ErrorCode.NotCsv, 'Please choose a CSV file.'));
          stored.catch(() => undefined);
          return;
        }
        const key = newUploadKey(userId, filename);
        const limit = new ByteLimit(this.config.upload.maxBytes);
        file.on('error', (err) => limit.destroy(err));
        file.pipe(limit);
        const saving = this.objects.put(key, limit, { contentType: 'text/csv' }).then(
          () => ({ key, filename, bytes: limit.bytes }),
          async (err: unknown) => {
            await this.objects.delete(key).catch(() => undefined);
            // Stop reading the rest of an oversized body, but let the client finish sending it.
            file.unpipe(limit);
            file.resume();
            throw err;
          },
        );
        saving.catch(() => undefined);
        stored = saving;
      });
      parser.on('error', (err) =>
        reject(new DomainError(ErrorCode.BadRequest, `Malformed upload: ${(err as Error).message}`)),
      );
      parser.on('close', () => {
        if (!stored)
          reject(new DomainError(ErrorCode.BadRequest, 'Send the file as multipart/form-data in the field "file".'));
        else stored.then(resolve, reject);
      });
      req.pipe(parser);
    });
  }
}
