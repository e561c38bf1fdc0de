import { Inject, Injectable } from '@nestjs/common';
import { Worker } from 'node:worker_threads';
import type { KizunaConfig } from '@kizuna/platform/config';
import { DomainError, ErrorCode, isErrorCode } from '@kizuna/platform/errors';
import { CONFIG } from '@kizuna/platform/runtime';
import { ForegroundRequests } from '@kizuna/platform/threads';
import type { CsvInspection } from '../csv/index.js';
import type { CsvJob, CsvWorkerData, FromCsvWorker, RegisterReport } from './csv-job-messages.js';
import { csvWorkerPath } from './csv-worker-path.js';

type RegisterJob = Omit<Extract<CsvJob, { type: 'register' }>, 'type' | 'objects'>;

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
    private readonly foreground: ForegroundRequests,
  ) {}

  /** Reads an upload once: encoding, delimiter, header, preview, row count, date orders. */
  inspect(uploadKey: string): Promise<CsvInspection> {
    return this.run({ type: 'inspect', objects: this.config.objects, uploadKey });
  }

  /** Validates every row into the posts file at `postsKey`; `onRows` hears the rows done so far. */
  register(job: RegisterJob, onRows?: (rows: number) => void): Promise<RegisterReport> {
    return this.run({ type: 'register', objects: this.config.objects, ...job }, onRows);
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
  ): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const data: CsvWorkerData = { job, nice: nice ?? this.config.workerNice };
      const worker = new Worker(csvWorkerPath(), { workerData: data });
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
        else
          settle(() =>
            reject(
              message.code !== null && isErrorCode(message.code)
                ? new DomainError(message.code, message.message, message.params)
                : new Error(message.message),
            ),
          );
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
