import { Inject, Injectable } from '@nestjs/common';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { KizunaConfig } from '@kizuna/platform/config';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { ObjectStore } from '@kizuna/platform/objects';
import { CONFIG, OBJECT_STORE } from '@kizuna/platform/runtime';
import { ForegroundRequests } from '@kizuna/platform/threads';
import type { CsvEncoding, CsvInspection } from '../csv/index.js';
import type { CsvJob, CsvWorkerData, FromCsvWorker, RegisterReport } from './csv-job-messages.js';
import { csvWorkerPath } from './csv-worker-path.js';
import { SplitFailed } from './second-part-link.js';
import { fromThreadFailure } from './thread-failure.js';

type RegisterJob = Omit<Extract<CsvJob, { type: 'register' }>, 'type' | 'objects' | 'part'>;

/**
 * Uploads at least this large are registered in two parts at once, on two threads: a 150 MB file
 * in a little over half the time (the registration is the user's wait before the analysis can
 * start, with the machine's other core idle). Below it, a second thread is not worth its start.
 */
export const REGISTER_SPLIT_MIN_BYTES = 32 * 1024 * 1024;

/** Encodings in which a quote or line-break byte is always that character (findSplitPoint). */
const SPLITTABLE: ReadonlySet<CsvEncoding> = new Set(['utf-8', 'utf-8-bom', 'shift_jis', 'euc-jp', 'windows-1252']);

/**
 * Runs CSV jobs in worker threads, at most INGEST_CONCURRENCY at once (the rest wait in order),
 * one fresh worker per job: a hostile file can cost a worker, never the shared event loop. The
 * workers run at WORKER_NICE, so a large file being read does not slow the HTTP answers.
 */
@Injectable()
export class CsvWorkers {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    @Inject(CONFIG) private readonly config: KizunaConfig,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    private readonly foreground: ForegroundRequests,
  ) {}

  /** Reads an upload once: encoding, delimiter, header, preview, row count, date orders. */
  inspect(uploadKey: string): Promise<CsvInspection> {
    return this.run({ type: 'inspect', objects: this.config.objects, uploadKey });
  }

  /**
   * Validates every row into the posts file at `postsKey`; `onRows` hears the rows done so far.
   * A file of at least `splitMinBytes` is registered in two parts at once (one job of the
   * INGEST_CONCURRENCY, two threads), with the same posts file and report as in one part.
   */
  async register(
    job: RegisterJob,
    onRows?: (rows: number) => void,
    splitMinBytes = REGISTER_SPLIT_MIN_BYTES,
  ): Promise<RegisterReport> {
    await this.acquire();
    try {
      const whole = { type: 'register', objects: this.config.objects, ...job } as const;
      const size = (await this.objects.stat(job.uploadKey))?.size ?? 0;
      if (size >= splitMinBytes && SPLITTABLE.has(job.inspection.encoding)) {
        const report = await this.registerInTwoParts(whole, Math.floor(size / 2), onRows);
        if (report) return report;
      }
      return await this.runInWorker<RegisterReport>(whole, onRows);
    } finally {
      this.release();
    }
  }

  /**
   * Builds the review screen's indexes of a posts file. `background` runs the worker at the
   * lowest priority (nice 19), giving way to the requests the process is answering; `signal` ends the worker at once (the build is then rejected);
   * `onPercent` hears how far the build has come.
   */
  async reviewIndex(
    postsKey: string,
    background: boolean,
    signal?: AbortSignal,
    onPercent?: (percent: number) => void,
  ): Promise<void> {
    await this.run(
      {
        type: 'review',
        objects: this.config.objects,
        postsKey,
        ...(background ? { giveWayTo: this.foreground.shared } : {}),
      },
      onPercent,
      background ? 19 : undefined,
      signal,
    );
  }

  /**
   * The first part's report, or null when the parts could not be joined (SplitFailed: the cut
   * was inside a quoted post, or the second part's worker was lost), nothing stored then. The
   * second part's failures reach the first part, which makes them the registration's only when
   * the cut was between two records.
   */
  private async registerInTwoParts(
    whole: Extract<CsvJob, { type: 'register' }>,
    target: number,
    onRows?: (rows: number) => void,
  ): Promise<RegisterReport | null> {
    const { port1, port2 } = new MessageChannel();
    const rows = [0, 0];
    const heard = (part: number) => (done: number) => {
      rows[part] = done;
      onRows?.(rows[0] + rows[1]);
    };
    const stopSecond = new AbortController();
    const second = this.runInWorker(
      { ...whole, part: { role: 'second', target, port: port2 } },
      heard(1),
      undefined,
      stopSecond.signal,
      [port2],
    ).catch(() => undefined);
    try {
      return await this.runInWorker<RegisterReport>(
        { ...whole, part: { role: 'first', target, port: port1 } },
        heard(0),
        undefined,
        undefined,
        [port1],
      );
    } catch (err) {
      if (err instanceof SplitFailed) return null;
      throw err;
    } finally {
      stopSecond.abort();
      await second;
    }
  }

  /** `onProgress` hears rows done (inspect, register) or the percent done (review). */
  private async run<R>(job: CsvJob, onProgress?: (n: number) => void, nice?: number, signal?: AbortSignal): Promise<R> {
    await this.acquire();
    try {
      signal?.throwIfAborted();
      return await this.runInWorker<R>(job, onProgress, nice, signal);
    } finally {
      this.release();
    }
  }

  private runInWorker<R>(
    job: CsvJob,
    onProgress?: (n: number) => void,
    nice?: number,
    signal?: AbortSignal,
    ports: MessagePort[] = [],
  ): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const data: CsvWorkerData = { job, nice: nice ?? this.config.workerNice };
      const worker = new Worker(csvWorkerPath(), { workerData: data, transferList: ports });
      let settled = false;
      // Settled once the thread has ended: a job stopped by its signal (shutdown, a paused
      // background build) writes nothing after its caller has moved on.
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        void worker.terminate().finally(fn);
      };
      worker.on('message', (message: FromCsvWorker) => {
        if (message.type === 'progress') onProgress?.(message.rows);
        else if (message.type === 'percent') onProgress?.(message.percent);
        else if (message.type === 'done') settle(() => resolve(message.result as R));
        else if (message.type === 'split-failed') settle(() => reject(new SplitFailed(message.reason)));
        else settle(() => reject(fromThreadFailure(message)));
      });
      worker.on('error', (err) => settle(() => reject(err)));
      signal?.addEventListener('abort', () => settle(() => reject(signal.reason)), { once: true });
      worker.on('exit', (code) =>
        settle(() => reject(new DomainError(ErrorCode.Internal, `CSV worker exited with code ${code}`))),
      );
    });
  }

  private async acquire(): Promise<void> {
    if (this.running < this.config.upload.ingestConcurrency) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
