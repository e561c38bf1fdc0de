import type { ObjectStoreConfig } from '@kizuna/platform/objects';
import type { ColumnMapping, CsvInspection, RowReport } from '../csv/index.js';

/** What the ingest thread asks a CSV worker to do: one job per worker. */
export type CsvJob =
  | { type: 'inspect'; objects: ObjectStoreConfig; uploadKey: string }
  | {
      type: 'register';
      objects: ObjectStoreConfig;
      uploadKey: string;
      postsKey: string;
      inspection: CsvInspection;
      mapping: ColumnMapping;
      /** The interactions the network is built from (NetworkUserCounter). */
      relations: string[];
    }
  | {
      type: 'review';
      objects: ObjectStoreConfig;
      postsKey: string;
      /** A background build's ForegroundRequests.shared: it gives way to the process's requests between its steps. */
      giveWayTo?: SharedArrayBuffer;
    };

/** A registration's outcome: the rows' report and the network's users, counted up to K_MAX. */
export type RegisterReport = RowReport & { networkUsers: number };

/** What a CSV worker is started with: its job, and the nice value it gives its own thread (0: unchanged). */
export interface CsvWorkerData {
  job: CsvJob;
  nice: number;
}

/** What a CSV worker answers: progress now and then, then the outcome. */
export type FromCsvWorker =
  | { type: 'progress'; rows: number }
  /** How far a review index build has come (0–100). */
  | { type: 'percent'; percent: number }
  | { type: 'done'; result: CsvInspection | RegisterReport | null }
  | { type: 'failed'; code: string | null; message: string; params: Record<string, string> };
