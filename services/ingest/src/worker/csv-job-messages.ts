import type { MessagePort } from 'node:worker_threads';
import type { ObjectStoreConfig } from '@kizuna/platform/objects';
import type { ColumnMapping, CsvInspection, PartReport, RowReport } from '../csv/index.js';
import type { ThreadFailure } from './thread-failure.js';

/**
 * One of the two parts of a registration cut in two (registerInTwoParts): both workers start at
 * once, the second finds where its part starts (findSplitPoint, from byte `target` on) and sends
 * its posts over `port` to the first, which writes them after its own.
 */
export interface RegisterPart {
  role: 'first' | 'second';
  target: number;
  port: MessagePort;
}

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
      /** Absent: the whole file in this worker. */
      part?: RegisterPart;
    }
  | {
      type: 'review';
      objects: ObjectStoreConfig;
      postsKey: string;
      /** A background build's ForegroundRequests.shared: it gives way to the process's requests between its steps. */
      giveWayTo?: SharedArrayBuffer;
    };

/**
 * A registration's outcome: the rows' report and the network's users, counted up to K_MAX; and
 * whether the file was registered in one part or in two at once.
 */
export type RegisterReport = RowReport & { networkUsers: number; parts: 1 | 2 };

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
  | ({ type: 'failed' } & ThreadFailure)
  /**
   * A first part's registration could not be joined to the second's (the cut was inside a quoted
   * post, or the second part's worker was lost): nothing is stored, the file is to be registered
   * in one part.
   */
  | { type: 'split-failed'; reason: string };

/** The second part of a registration → the first, over their port, in this order. */
export type FromSecondPart =
  /** Where the second part starts (a byte offset of the upload), and the data rows before it (its first row's number). */
  | { kind: 'split'; at: number; rowsBefore: number }
  /** The next posts-file lines, UTF-8, and each line's length in bytes. */
  | { kind: 'lines'; chunks: Uint8Array[]; lineBytes: Int32Array }
  /** The part is done: its rows' report and its network users. */
  | { kind: 'end'; report: PartReport; users: string[] }
  /** The part failed. */
  | ({ kind: 'failed' } & ThreadFailure);
