import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ReceivedRequestOf, ReplyInitOf, Topic } from '@kizuna/proto';
import { DomainError, ErrorCode, storageFullError } from '@kizuna/platform/errors';
import { createDeclaredIndexes, type DocumentCollection, type DocumentStore } from '@kizuna/platform/documents';
import type { JsonLogger } from '@kizuna/platform/logging';
import { isStorageFull, type ObjectStore } from '@kizuna/platform/objects';
import { CONFIG, DOCUMENT_STORE, LOGGER, OBJECT_STORE } from '@kizuna/platform/runtime';
import { Clock } from '@kizuna/platform/clock';
import type { KizunaConfig } from '@kizuna/platform/config';
import { validateMapping, type CsvInspection, type DateOrder } from './csv/index.js';
import type { DatasetRecord } from './dataset-record.js';
import { datasetKeys } from './dataset-keys.js';
import { CsvWorkers } from './worker/csv-workers.js';
import { ReviewIndexes } from './review/review-indexes.js';
import './datasets.schema.js';

/** How far a running registration has come, for the upload screen's progress indicator. */
interface RegisterProgress {
  rowsDone: number;
  rowsAll: number;
}

/** What inspecting an upload found, kept so that registering it does not read the file an extra time. */
interface UploadInspectionRecord {
  _id: string;
  inspection: CsvInspection;
  created_at: string;
}

/**
 * Looks at uploads, validates every row against the mapping and keeps the clean posts as a dataset
 * file. The reading and validating run in worker threads (CsvWorkers), never on the event loop.
 */
@Injectable()
export class DatasetsService implements OnModuleInit {
  private readonly datasets: DocumentCollection<DatasetRecord>;
  private readonly inspections: DocumentCollection<UploadInspectionRecord>;
  private readonly progress = new Map<string, RegisterProgress>();

  constructor(
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    @Inject(DOCUMENT_STORE) store: DocumentStore,
    @Inject(CONFIG) private readonly config: KizunaConfig,
    private readonly workers: CsvWorkers,
    private readonly reviewIndexes: ReviewIndexes,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {
    this.datasets = store.collection<DatasetRecord>('datasets');
    this.inspections = store.collection<UploadInspectionRecord>('upload_inspections');
  }

  async onModuleInit(): Promise<void> {
    await createDeclaredIndexes(this.datasets, 'datasets');
    await createDeclaredIndexes(this.inspections, 'upload_inspections');
  }

  async inspect(uploadKey: string): Promise<ReplyInitOf<Topic.IngestInspect>> {
    await this.requireUpload(uploadKey);
    const i = await this.workers.inspect(uploadKey);
    // Inspections of uploads that were never registered go when the uploads themselves expire.
    const cutoff = new Date(this.clock.now() - this.config.upload.ttlHours * 3600 * 1000).toISOString();
    await this.inspections.deleteMany({ created_at: { $lt: cutoff } });
    await this.inspections.updateOne(
      { _id: uploadKey },
      { $set: { inspection: i, created_at: this.clock.iso() } },
      { upsert: true },
    );
    return {
      headers: i.headers,
      preview: i.preview.map((cells) => ({ cells })),
      total: i.totalRows,
      encoding: i.encoding,
      converted: i.converted,
      delimiter: i.delimiter,
      columnDates: i.columnDates,
      suggestions: i.suggestions,
    };
  }

  /** Rows validated so far by the registration of this upload (inactive when none runs here). */
  registerProgress(uploadKey: string): ReplyInitOf<Topic.IngestRegisterProgress> {
    const p = this.progress.get(uploadKey);
    return p ? { active: true, ...p } : { active: false, rowsDone: 0, rowsAll: 0 };
  }

  async register(req: ReceivedRequestOf<Topic.IngestRegister>): Promise<ReplyInitOf<Topic.IngestRegister>> {
    await this.requireUpload(req.uploadKey);
    const mapping = {
      time: req.mapping?.time ?? -1,
      author: req.mapping?.author ?? -1,
      contents: req.mapping?.contents ?? -1,
      followers: req.mapping?.followers ?? -1,
      others: req.mapping?.others ?? [],
      dateOrder: dateOrderOf(req.dateOrder),
    };
    const datasetId = randomUUID();
    const postsKey = datasetKeys.posts(datasetId);
    const filename = path.posix.basename(req.uploadKey);
    const inspection =
      (await this.inspections.findOne({ _id: req.uploadKey }))?.inspection ??
      (await this.workers.inspect(req.uploadKey));
    const valid = validateMapping(mapping, inspection.headers.length, inspection.columnDates);
    const progress = { rowsDone: 0, rowsAll: inspection.totalRows };
    this.progress.set(req.uploadKey, progress);
    let report;
    const started = performance.now();
    // The new dataset is busy until the analysis is done with it (or never starts on it).
    this.reviewIndexes.busyWith(datasetId);
    try {
      report = await this.workers.register(
        { uploadKey: req.uploadKey, postsKey, inspection, mapping, relations: req.relations },
        (rows) => (progress.rowsDone = rows),
      );
    } catch (err) {
      this.reviewIndexes.doneWith(datasetId);
      // Nothing half-written stays: what the registration wrote before it failed goes.
      await this.objects.deletePrefix(datasetKeys.prefix(datasetId)).catch(() => undefined);
      if (isStorageFull(err) || (err instanceof DomainError && err.code === ErrorCode.StorageFull)) {
        this.logger.warn('registering a dataset failed: the storage is full', {
          datasetId,
          message: err instanceof Error ? err.message : String(err),
        });
        throw storageFullError();
      }
      throw err;
    } finally {
      this.progress.delete(req.uploadKey);
    }
    const result = {
      validateMs: Math.round(performance.now() - started),
      rowsAll: report.rowsAll,
      rowsValid: report.rowsValid,
      errorRows: report.errorRows,
      errorColumns: report.errorColumns,
      filename,
      networkUsers: report.networkUsers,
    };
    if (report.rowsValid === 0) {
      this.reviewIndexes.doneWith(datasetId);
      await this.objects.delete(postsKey);
      return { datasetId: '', postsKey: '', ...result };
    }
    await this.datasets.insertOne({
      _id: datasetId,
      owner_id: req.ownerId,
      filename,
      posts_key: postsKey,
      headers: inspection.headers,
      mapping: { ...valid, dateOrder: valid.dateOrder ?? undefined },
      encoding: inspection.encoding,
      rows_all: report.rowsAll,
      rows_valid: report.rowsValid,
      error_rows: report.errorRows,
      error_columns: report.errorColumns,
      upload_key: req.uploadKey,
      created_at: new Date().toISOString(),
    });
    // The upload is kept until Start (releaseUpload): Previous at step 3 registers it again.
    return { datasetId, postsKey, ...result };
  }

  /**
   * A run of the dataset's project was requested: the clean posts are now its data, and the raw
   * upload is not kept twice.
   */
  async releaseUpload(datasetId: string): Promise<void> {
    const dataset = datasetId ? await this.datasets.findOne({ _id: datasetId }) : null;
    if (!dataset?.upload_key) return;
    await this.objects.delete(dataset.upload_key);
    await this.inspections.deleteOne({ _id: dataset.upload_key });
    await this.datasets.updateOne({ _id: datasetId }, { $set: { upload_key: '' } });
  }

  async find(datasetId: string): Promise<DatasetRecord> {
    const dataset = datasetId ? await this.datasets.findOne({ _id: datasetId }) : null;
    if (!dataset) throw new DomainError(ErrorCode.NotFound, 'No such dataset.');
    return dataset;
  }

  /** Deletes the dataset, and the upload it came from unless that is `keepUploadKey`. */
  async delete(datasetId: string, keepUploadKey = ''): Promise<void> {
    if (!datasetId) return;
    const dataset = await this.datasets.findOne({ _id: datasetId });
    if (dataset?.upload_key && dataset.upload_key !== keepUploadKey) await this.releaseUpload(datasetId);
    await this.objects.deletePrefix(datasetKeys.prefix(datasetId));
    await this.datasets.deleteOne({ _id: datasetId });
  }

  private async requireUpload(key: string): Promise<void> {
    if (!key.startsWith('uploads/') || !(await this.objects.stat(key))) {
      throw new DomainError(ErrorCode.UploadMissing, 'The uploaded file was not found. Please upload it again.');
    }
  }
}

function dateOrderOf(value: string | undefined): DateOrder | null {
  return value === 'month_first' || value === 'day_first' ? value : null;
}
