import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { asTermMatrix, type DocTerms } from '../engine/text/term-matrix.js';
import {
  AnalysisError,
  type AnalysisOptions,
  type AnalysisResult,
  type Post,
  type ProgressListener,
} from '../engine/types.js';
import { toColumns, type FromAnalysisWorker, type ToAnalysisWorker } from './analysis-messages.js';
import { withUserPosts } from './user-posts-cache.js';
import { analysisWorkerPath } from './analysis-package-dir.js';

export interface AnalysisRequest {
  posts: readonly Post[];
  terms: DocTerms;
  options: AnalysisOptions;
  /**
   * Names the posts and terms (e.g. the dataset id): runs with the same key must pass the same
   * posts and terms, and reuse a worker that already holds them and their prepared network.
   * Without a key nothing is reused.
   */
  datasetKey?: string;
}

export interface AnalysisWorkerPoolOptions {
  /** Most worker threads at once (default: the machine's cores). */
  maxWorkers?: number;
  /** An idle worker is ended after this long (default 60 s), releasing its dataset. */
  idleMs?: number;
}

interface PooledWorker {
  worker: Worker;
  datasetKey: string | null;
  busy: boolean;
  idleTimer: NodeJS.Timeout | null;
  current: {
    id: number;
    posts: readonly Post[];
    resolve: (r: AnalysisResult) => void;
    reject: (e: Error) => void;
    onProgress?: ProgressListener;
  } | null;
}

/**
 * Runs analyses on worker threads, one run per worker at a time, so the caller's event loop stays
 * free and runs can go in parallel. A worker keeps the last dataset it was sent: the next run on
 * the same dataset skips sending half a million posts again and reuses the prepared network.
 * Workers never keep the process alive and end after being idle.
 */
export class AnalysisWorkerPool {
  private readonly workers: PooledWorker[] = [];
  private readonly waiting: Array<() => void> = [];
  private nextId = 1;
  private readonly maxWorkers: number;
  private readonly idleMs: number;

  constructor(options: AnalysisWorkerPoolOptions = {}) {
    this.maxWorkers = Math.max(1, options.maxWorkers ?? os.availableParallelism());
    this.idleMs = options.idleMs ?? 60_000;
  }

  async run(request: AnalysisRequest, onProgress?: ProgressListener): Promise<AnalysisResult> {
    const pooled = await this.acquire(request.datasetKey);
    try {
      return await this.runOn(pooled, request, onProgress);
    } finally {
      this.release(pooled, request.datasetKey !== undefined);
    }
  }

  /** Ends every worker (e.g. at shutdown). */
  async close(): Promise<void> {
    await Promise.all(this.workers.splice(0).map((p) => p.worker.terminate()));
  }

  private runOn(
    pooled: PooledWorker,
    request: AnalysisRequest,
    onProgress?: ProgressListener,
  ): Promise<AnalysisResult> {
    const datasetKey = request.datasetKey ?? `unnamed-${this.nextId}`;
    if (pooled.datasetKey !== datasetKey) {
      const posts = toColumns(request.posts);
      const matrix = asTermMatrix(request.terms);
      // The worker gets its own copy of the term arrays, so the caller's (possibly cached) matrix stays usable.
      const terms = { vocabulary: matrix.vocabulary, offsets: matrix.offsets.slice(), termIds: matrix.termIds.slice() };
      const load: ToAnalysisWorker = { type: 'load', datasetKey, posts, terms };
      pooled.worker.postMessage(load, [
        posts.rows.buffer,
        posts.times.buffer,
        posts.followers.buffer,
        terms.offsets.buffer,
        terms.termIds.buffer,
      ] as ArrayBuffer[]);
      pooled.datasetKey = datasetKey;
    }
    const id = this.nextId++;
    return new Promise<AnalysisResult>((resolve, reject) => {
      pooled.current = { id, posts: request.posts, resolve, reject, onProgress };
      const run: ToAnalysisWorker = { type: 'run', id, datasetKey, options: request.options };
      pooled.worker.postMessage(run);
    });
  }

  private async acquire(datasetKey: string | undefined): Promise<PooledWorker> {
    for (;;) {
      const idle = this.workers.filter((p) => !p.busy);
      const chosen =
        idle.find((p) => datasetKey !== undefined && p.datasetKey === datasetKey) ??
        idle[0] ??
        (this.workers.length < this.maxWorkers ? this.spawn() : null);
      if (chosen) {
        chosen.busy = true;
        // A busy worker keeps the process alive until its run answers; an idle one does not.
        chosen.worker.ref();
        if (chosen.idleTimer) clearTimeout(chosen.idleTimer);
        chosen.idleTimer = null;
        return chosen;
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private release(pooled: PooledWorker, keepDataset: boolean): void {
    pooled.busy = false;
    pooled.current = null;
    if (!this.workers.includes(pooled)) return;
    pooled.worker.unref();
    if (!keepDataset) {
      pooled.worker.postMessage({ type: 'unload' } satisfies ToAnalysisWorker);
      pooled.datasetKey = null;
    }
    pooled.idleTimer = setTimeout(() => this.retire(pooled), this.idleMs);
    pooled.idleTimer.unref();
    this.waiting.shift()?.();
  }

  private spawn(): PooledWorker {
    const pooled: PooledWorker = {
      worker: new Worker(analysisWorkerPath()),
      datasetKey: null,
      busy: false,
      idleTimer: null,
      current: null,
    };
    pooled.worker.unref();
    pooled.worker.on('message', (msg: FromAnalysisWorker) => {
      const job = pooled.current;
      if (!job || msg.id !== job.id) return;
      if (msg.type === 'progress') {
        job.onProgress?.(msg.stage, msg.percent);
      } else if (msg.type === 'done') {
        job.resolve(withUserPosts(msg.result, job.posts));
      } else {
        const error =
          msg.code !== null
            ? new AnalysisError(msg.code, msg.message)
            : Object.assign(new Error(msg.message), { name: msg.name });
        if (msg.stack) error.stack = msg.stack;
        job.reject(error);
      }
    });
    const fail = (error: Error): void => {
      this.forget(pooled);
      pooled.current?.reject(error);
    };
    pooled.worker.on('error', fail);
    pooled.worker.on('exit', (code) => fail(new Error(`analysis worker exited with code ${code}`)));
    this.workers.push(pooled);
    return pooled;
  }

  private retire(pooled: PooledWorker): void {
    if (pooled.busy) return;
    this.forget(pooled);
    void pooled.worker.terminate();
  }

  private forget(pooled: PooledWorker): void {
    const at = this.workers.indexOf(pooled);
    if (at >= 0) this.workers.splice(at, 1);
    if (pooled.idleTimer) clearTimeout(pooled.idleTimer);
    this.waiting.shift()?.();
  }
}
