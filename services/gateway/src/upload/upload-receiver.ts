import { Inject, Injectable } from '@nestjs/common';
import busboy from 'busboy';
import type { Request } from 'express';
import { Clock } from '@kizuna/platform/clock';
import type { KizunaConfig } from '@kizuna/platform/config';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { ObjectStore } from '@kizuna/platform/objects';
import type { JsonLogger } from '@kizuna/platform/logging';
import { CONFIG, LOGGER, OBJECT_STORE } from '@kizuna/platform/runtime';
import { ByteLimit } from './byte-limit.js';
import { newUploadKey } from './upload-key.js';
import { assertRoomForUpload, storageFullOr } from './room-for-upload.js';

const CSV_TYPES = new Set([
  'text/csv',
  'application/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'text/comma-separated-values',
  'text/tab-separated-values',
  'application/octet-stream',
]);

/**
 * Room for the multipart boundaries and part headers around the file itself. Every byte of the body
 * counts against the limit plus this, extra parts and fields too, so nothing unread rides along.
 */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface ReceivedUpload {
  key: string;
  filename: string;
  bytes: number;
}

/**
 * Streams the multipart field `file` straight into the object store, counting bytes on the way.
 * Past the limit (or a declared Content-Length past it) the answer is given at once and the
 * connection closed, without reading the rest of the body; a client that hangs up mid-body gets
 * its partial file and descriptor released at once. Either way nothing is kept.
 */
@Injectable()
export class UploadReceiver {
  constructor(
    @Inject(CONFIG) private readonly config: KizunaConfig,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  async receive(req: Request, userId: string): Promise<ReceivedUpload> {
    // Before anything is stored: the declared size (or the largest allowed, when none is declared)
    // times what its registration and analysis will store.
    const declaredBytes = Number(req.headers['content-length']);
    try {
      await assertRoomForUpload(
        this.objects,
        Math.min(Number.isFinite(declaredBytes) ? declaredBytes : Infinity, this.config.upload.maxBytes),
      );
    } catch (err) {
      stopReading(req);
      throw err;
    }
    return this.stream(req, userId);
  }

  private stream(req: Request, userId: string): Promise<ReceivedUpload> {
    return new Promise<ReceivedUpload>((resolve, reject) => {
      const maxBytes = this.config.upload.maxBytes;
      let finished = false;
      /** Stops reading the body: the answer goes out now and the connection is closed after it. */
      const refuse = (err: unknown) => {
        if (finished) return;
        finished = true;
        stopReading(req);
        reject(err);
      };
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES) {
        refuse(tooLarge(maxBytes));
        return;
      }
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: req.headers,
          limits: { files: 1, fields: 20, fieldSize: MULTIPART_OVERHEAD_BYTES },
        });
      } catch {
        refuse(new DomainError(ErrorCode.BadRequest, 'Send the file as multipart/form-data in the field "file".'));
        return;
      }
      let stored: Promise<ReceivedUpload> | null = null;
      let limit: ByteLimit | null = null;
      const body = new ByteLimit(maxBytes + MULTIPART_OVERHEAD_BYTES);
      /** Fails the file's write (its temporary file goes), unless it is already stored. */
      const abortFile = (err: Error) => {
        if (limit && !limit.readableEnded) limit.destroy(err);
      };
      body.on('error', () => {
        // Past the limit in parts or fields the file never sees: the file's write fails too, and a
        // file already stored before the excess came is removed before the answer goes.
        if (finished) return;
        finished = true;
        stopReading(req);
        const err = tooLarge(maxBytes);
        abortFile(err);
        parser.destroy();
        const kept = stored ? stored.then((upload) => this.objects.delete(upload.key)) : Promise.resolve();
        void kept.catch(() => undefined).finally(() => reject(err));
      });
      req.once('close', () => {
        // The client hung up before the body ended: fail the write so its temporary file goes now.
        if (!req.complete) {
          abortFile(new Error('the client aborted the upload'));
          parser.destroy();
          refuse(new DomainError(ErrorCode.BadRequest, 'The upload was cut off.'));
        }
      });
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
        const key = newUploadKey(userId, filename, this.clock.now());
        const counter = new ByteLimit(maxBytes);
        limit = counter;
        file.on('error', (err) => counter.destroy(err));
        // Its errors reach the answer through the put below, which may not be reading it yet (or
        // any more) when the upload is cut off or refused.
        counter.on('error', () => undefined);
        file.pipe(counter);
        const saving = this.objects.put(key, counter, { contentType: 'text/csv' }).then(
          () => ({ key, filename, bytes: counter.bytes }),
          async (err: unknown) => {
            await this.objects.delete(key).catch(() => undefined);
            throw storageFullOr(err, (message) =>
              this.logger.warn('storing an upload failed: the storage is full', { key, message }),
            );
          },
        );
        saving.catch((err: unknown) => {
          // Past the limit: answer now rather than after the rest of the body.
          if (err instanceof DomainError && err.code === ErrorCode.MaxFileSize) refuse(err);
        });
        stored = saving;
      });
      parser.on('error', (err) =>
        refuse(new DomainError(ErrorCode.BadRequest, `Malformed upload: ${(err as Error).message}`)),
      );
      parser.on('close', () => {
        if (!stored) {
          refuse(new DomainError(ErrorCode.BadRequest, 'Send the file as multipart/form-data in the field "file".'));
          return;
        }
        stored.then(
          (upload) => {
            if (finished) return;
            finished = true;
            resolve(upload);
          },
          (err: unknown) => {
            if (finished) return;
            finished = true;
            reject(err);
          },
        );
      });
      req.pipe(body).pipe(parser);
    });
  }
}

function tooLarge(limit: number): DomainError {
  const mb = String(Math.round(limit / 1_000_000));
  return new DomainError(ErrorCode.MaxFileSize, `File size exceeds ${mb} MB.`, { limit_mb: mb });
}

/** No more of the body is read; the answer says Connection: close, so Node closes the socket after it. */
export function stopReading(req: Request): void {
  req.unpipe();
  req.pause();
  req.res?.setHeader('Connection', 'close');
}
