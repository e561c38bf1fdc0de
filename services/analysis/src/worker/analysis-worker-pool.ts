import type { OnApplicationShutdown } from '@nestjs/common';
import os from 'node:os';
import { MessageChannel, Worker, type MessagePort, type TransferListItem } from 'node:worker_threads';
import { asTermMatrix, type DocTerms } from '../engine/text/term-matrix.js';
import {
  AnalysisError,
  type AnalysisOptions,
  type Post,
  type ProgressListener,
  type RelationKind,
  type TermMatrix,
} from '../engine/types.js';
import {
  toColumns,
  type AnalysisWorkerData,
  type EncodedLayout,
  type FromAnalysisWorker,
  type ToAnalysisWorker,
} from './analysis-messages.js';
import { analysisWorkerPath } from './analysis-package-dir.js';
import type { EncodedRun } from '../results/encoded-run.js';
import type { EncodedWindow } from '../results/window-codec.js';
import { NO_DELAYS, type ThreadDelays } from './thread-delays.js';
import type { EncodedCoordination } from './encoded-coordination.js';

export interface AnalysisRequest {
  /** The dataset: given, or `inputs` to read it only when the worker does not hold it already. */
  posts?: readonly Post[];
  terms?: DocTerms;
  /**
   * Reads the posts and terms when no worker holds the dataset (then released again by the
   * caller: the worker's copy is the one that stays).
   */
  inputs?: () => Promise<{ posts: readonly Post[]; terms: DocTerms }>;
  /**
   * Called once a worker holds its own copy of the dataset (sent, or already there), before the
   * run computes: the caller can let go of its copy, so the posts are not held twice meanwhile.
   */
  loaded?: () => void;
  options: AnalysisOptions;
  /**
   * Names the posts and terms (e.g. the dataset id): runs with the same key must pass the same
   * posts and terms, and reuse a worker that already holds them and their prepared network.
   * Without a key nothing is reused.
   */
  datasetKey?: string;
  /** Also return the window index's originals' texts (default true; they do not depend on k either). */
  withWindowTexts?: boolean;
  /** Given, the worker sends the users' posts (encodedUserPostShards) to it, one shard at a time, in order. */
  userPosts?: (shard: number, bytes: Uint8Array) => void;
  /** k of this dataset's runs to come (same seed and relations): their partitions are computed meanwhile. */
  upcoming?: number[];
  /** Also compute the project's coordination (returned in the output). */
  withCoordination?: boolean;
  /** Also lay out the project's network (returned in the output). */
  withLayout?: boolean;
}

export interface AnalysisOutput {
  /** The result, its large parts encoded as the bytes of their files (see RunWriter.save). */
  run: EncodedRun;
  /** The run's window index, encoded in the worker (see RunWriter.save). */
  window: EncodedWindow;
  /** The project's coordination, when asked for. */
  coordination: EncodedCoordination | null; /** The project's layout file, when asked for. */
  layout: EncodedLayout | null;
}

export interface AnalysisWorkerPoolOptions {
  /** Most worker threads at once (default: the machine's cores). */
  maxWorkers?: number;
  /** An idle worker is ended after this long (default 60 s), releasing its dataset. */
  idleMs?: number;
  /**
   * Old-generation heap limit of each worker in MB (default: V8's). A run that needs more fails
   * alone (its worker ends with ERR_WORKER_OUT_OF_MEMORY) instead of taking the process down.
   */
  heapMb?: number;
  /** Nice value of the worker threads (0 leaves them at the caller's priority): see lowerThreadPriority. */
  nice?: number;
  /** Holds back each job's hand-over to a worker (tests only; default none): see ThreadDelays. */
  delays?: ThreadDelays;
  /** Posts per message when a dataset is sent to a worker (default 25,000, some 20 ms of cloning; tests use a few). */
  sendSlice?: number;
}

/** A run cut short because the pool was closed (shutdown): not the run's fault, so not a failure. */
export class AnalysisWorkersClosed extends Error {
  constructor() {
    super('analysis workers closed');
    this.name = 'AnalysisWorkersClosed';
  }
}

/** A dataset sent ahead of its runs, while its posts are still being tokenized (see warm). */
export interface WarmRequest {
  datasetKey: string;
  /** The posts, once read: runs asking before then wait for this worker too. Or `sendPosts`. */
  posts?: Promise<readonly Post[]>;
  /**
   * Instead of `posts`: sends the posts to the worker through `to` itself (PostsPortMessage, in
   * order, then their end), e.g. from the thread that parses them, so this thread never holds
   * them; resolves with how many it sent. Called at once if a worker is free (not at all when
   * none is, or one holds the dataset already).
   */
  sendPosts?: (to: MessagePort) => Promise<number>;
  /** The relations and seed the runs are expected to ask for. */
  relations: RelationKind[];
  seed: number;
  /** The posts' terms once tokenized; the worker holds the dataset for its runs from then on. */
  terms: Promise<DocTerms>;
  /** Called once the worker holds the posts (how many): the caller can let go of its copy. */
  loaded?: (posts: number) => void;
  /** Given, the worker sends the users' posts (encodedUserPostShards) to it, one shard at a time, in order. */
  userPosts?: (shard: number, bytes: Uint8Array) => void;
  /** Given, the worker computes the project's coordination with the network, and hands it to this. */
  coordination?: (encoded: EncodedCoordination) => void;
  /** Given, the worker lays out the project's network (after the rest) and hands the layout file to this. */
  layout?: (encoded: EncodedLayout) => void;
}

/** A worker's answer that ends a job. */
type JobEnd = Extract<FromAnalysisWorker, { type: 'done' | 'warmed' | 'loaded' | 'near-done' }>;

interface PooledWorker {
  worker: Worker;
  datasetKey: string | null;
  busy: boolean;
  idleTimer: NodeJS.Timeout | null;
  current: {
    id: number;
    end: (msg: JobEnd) => void;
    reject: (e: Error) => void;
    onProgress?: ProgressListener;
    onUserPosts?: (shard: number, bytes: Uint8Array) => void;
  } | null;
}

/**
 * Runs analyses on worker threads, one run per worker at a time, so the caller's event loop stays
 * free and runs can go in parallel. A worker keeps the last dataset it was sent: the next run on
 * the same dataset skips sending half a million posts again and reuses the prepared network.
 * Workers never keep the process alive and end after being idle. As a Nest provider it ends its
 * workers when the application shuts down; runs still going reject with AnalysisWorkersClosed.
 */
export class AnalysisWorkerPool implements OnApplicationShutdown {
  private readonly workers: PooledWorker[] = [];
  /** Thread ids of workers whose thread has not exited yet. */
  private readonly live = new Set<number>();
  private readonly waiting: Array<() => void> = [];
  /** Datasets being sent to a worker ahead of their runs (see warm). */
  private readonly warming = new Set<string>();
  private nextId = 1;
  private closed = false;
  private readonly maxWorkers: number;
  private readonly idleMs: number;
  private readonly delays: ThreadDelays;
  private readonly heapMb: number | undefined;
  private readonly nice: number;
  private readonly sendSlice: number;

  constructor(options: AnalysisWorkerPoolOptions = {}) {
    this.sendSlice = Math.max(1, options.sendSlice ?? 25_000);
    this.maxWorkers = Math.max(1, options.maxWorkers ?? os.availableParallelism());
    this.idleMs = options.idleMs ?? 60_000;
    this.delays = options.delays ?? NO_DELAYS;
    this.heapMb = options.heapMb;
    this.nice = options.nice ?? 0;
  }

  async run(request: AnalysisRequest, onProgress?: ProgressListener): Promise<AnalysisOutput> {
    const pooled = await this.acquire(request.datasetKey);
    try {
      return await this.runOn(pooled, request, onProgress);
    } finally {
      this.release(pooled, request.datasetKey !== undefined);
    }
  }

  /**
   * Sends a dataset to a worker before its runs are asked for, so the work they share that needs
   * no terms (network, user metrics, original posts, natural partition) is done while the posts
   * are tokenized, on the core tokenizing leaves. The worker stays with the dataset until the
   * terms have arrived: a run asking meanwhile waits for it (and does not load the dataset into a
   * second worker). If the terms fail, the dataset is let go and the run reads it itself.
   * Resolves false when no worker was free to take the dataset.
   */
  async warm(request: WarmRequest): Promise<boolean> {
    // Failures of either are the caller's to report (its own load); here they only end the warm.
    request.posts?.catch(() => undefined);
    request.terms.catch(() => undefined);
    if (this.closed || this.warming.has(request.datasetKey)) return false;
    // Only a worker free now: waiting here would keep other projects' runs waiting behind this
    // dataset's tokenizing. Without one, the first run reads the dataset itself, as before.
    const pooled = this.take(request.datasetKey);
    if (!pooled) return false;
    this.warming.add(request.datasetKey);
    let ready = false;
    try {
      if (pooled.datasetKey !== request.datasetKey) {
        if (request.sendPosts) {
          // Not as loaded's argument: an optional call leaves its arguments unevaluated.
          const sent = await this.loadFrom(pooled, request.datasetKey, request.sendPosts);
          request.loaded?.(sent);
        } else if (request.posts) {
          const posts = await request.posts;
          if (this.closed) throw new AnalysisWorkersClosed();
          await this.send(pooled, request.datasetKey, posts, null);
          request.loaded?.(posts.length);
        } else throw new RangeError('a warm request needs posts or sendPosts');
      }
      const { datasetKey, relations, seed } = request;
      const warmed = await this.job(
        pooled,
        {
          type: 'warm',
          id: this.nextId++,
          datasetKey,
          relations,
          seed,
          withUserPosts: request.userPosts !== undefined,
          withCoordination: request.coordination !== undefined,
          withLayout: request.layout !== undefined,
        },
        undefined,
        request.userPosts,
      );
      if (warmed.type === 'warmed' && warmed.coordination) request.coordination?.(warmed.coordination);
      if (warmed.type === 'warmed' && warmed.layout) request.layout?.(warmed.layout);
      const terms = copyTerms(await request.terms);
      if (this.closed) throw new AnalysisWorkersClosed();
      pooled.worker.postMessage({ type: 'terms', datasetKey, terms } satisfies ToAnalysisWorker, [
        terms.offsets.buffer,
        terms.termIds.buffer,
      ] as ArrayBuffer[]);
      ready = true;
    } finally {
      this.warming.delete(request.datasetKey);
      this.release(pooled, ready);
    }
    return true;
  }

  /**
   * The project's coordination inputs with near-identical posts (encodedCoordination), computed
   * by the worker holding its posts (or one they are read into, as for a run): asked once its runs
   * are done, it waits like a run for a free worker and so never takes one from a run.
   */
  async nearIdentical(
    request: Pick<AnalysisRequest, 'inputs' | 'posts' | 'terms'> & { datasetKey: string },
  ): Promise<EncodedCoordination> {
    const pooled = await this.acquire(request.datasetKey);
    try {
      if (pooled.datasetKey !== request.datasetKey) await this.load(pooled, request.datasetKey, request);
      const end = await this.job(pooled, { type: 'near', id: this.nextId++, datasetKey: request.datasetKey });
      if (end.type !== 'near-done') throw new Error(`analysis worker answered ${end.type} to near-identical posts`);
      return end.coordination;
    } finally {
      this.release(pooled, true);
    }
  }

  /**
   * Ends idle workers that hold another dataset than `datasetKey`: a new project is coming, and
   * the previous project's posts and network (hundreds of MB in a worker's heap, which V8 does not
   * hand back by itself) would otherwise stay until the idle timeout.
   */
  retireOtherDatasets(datasetKey: string): void {
    for (const pooled of [...this.workers])
      if (!pooled.busy && pooled.datasetKey !== null && pooled.datasetKey !== datasetKey) this.retire(pooled);
  }

  /** Thread ids of the worker threads that have not exited. */
  get threadIds(): number[] {
    return [...this.live];
  }

  /** Ends every worker; runs going or waiting reject with AnalysisWorkersClosed, later ones too. */
  async close(): Promise<void> {
    this.closed = true;
    for (const wake of this.waiting.splice(0)) wake();
    await Promise.all(this.workers.splice(0).map((p) => this.end(p)));
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }

  /** Ends idle workers holding this dataset (its project has no run left to compute). */
  retireDataset(datasetKey: string): void {
    for (const pooled of [...this.workers]) if (!pooled.busy && pooled.datasetKey === datasetKey) this.retire(pooled);
  }

  /**
   * Ends the workers computing for this dataset now (its project was deleted): their job fails at
   * once instead of computing what nobody will read. Returns how many were ended.
   */
  stopDataset(datasetKey: string): number {
    const busy = this.workers.filter((p) => p.busy && p.datasetKey === datasetKey);
    // The exit handler forgets the worker and fails its job.
    for (const pooled of busy) void pooled.worker.terminate();
    return busy.length;
  }

  /** Whether a worker holds this dataset now (its next run then needs no posts). */
  holds(datasetKey: string): boolean {
    return this.workers.some((p) => p.datasetKey === datasetKey);
  }

  private async runOn(
    pooled: PooledWorker,
    request: AnalysisRequest,
    onProgress?: ProgressListener,
  ): Promise<AnalysisOutput> {
    const datasetKey = request.datasetKey ?? `unnamed-${this.nextId}`;
    if (pooled.datasetKey !== datasetKey) await this.load(pooled, datasetKey, request);
    request.loaded?.();
    const end = await this.job(
      pooled,
      {
        type: 'run',
        id: this.nextId++,
        datasetKey,
        options: request.options,
        withWindowTexts: request.withWindowTexts ?? true,
        withUserPosts: request.userPosts !== undefined,
        upcoming: request.upcoming ?? [],
        withCoordination: request.withCoordination ?? false,
        withLayout: request.withLayout ?? false,
      },
      onProgress,
      request.userPosts,
    );
    if (end.type !== 'done') throw new Error(`analysis worker answered ${end.type} to a run`);
    return { run: end.run, window: end.window, coordination: end.coordination, layout: end.layout };
  }

  /** Posts a job to a worker and waits for the answer that ends it. */
  private job(
    pooled: PooledWorker,
    message: Extract<ToAnalysisWorker, { id: number }>,
    onProgress?: ProgressListener,
    onUserPosts?: (shard: number, bytes: Uint8Array) => void,
    transfer: TransferListItem[] = [],
  ): Promise<JobEnd> {
    return new Promise<JobEnd>((end, reject) => {
      pooled.current = { id: message.id, end, reject, onProgress, onUserPosts };
      if (this.delays === NO_DELAYS) pooled.worker.postMessage(message, transfer);
      else void this.delays.next().then(() => pooled.worker.postMessage(message, transfer));
    });
  }

  /**
   * Has `sendPosts` send a dataset's posts straight to the worker through a channel of their own
   * (the worker appends them in the order they come), and waits until the worker holds them all.
   * Returns how many. If the sending fails the worker is left with part of the dataset: the
   * caller's release unloads it.
   */
  private async loadFrom(
    pooled: PooledWorker,
    datasetKey: string,
    sendPosts: (to: MessagePort) => Promise<number>,
  ): Promise<number> {
    const { port1, port2 } = new MessageChannel();
    const loaded = this.job(
      pooled,
      { type: 'load-from', id: this.nextId++, datasetKey, port: port2 },
      undefined,
      undefined,
      [port2],
    );
    // Awaited after the sending; meanwhile a worker that died must not be an unhandled rejection.
    loaded.catch(() => undefined);
    // Called before anything is awaited: the caller's reader starts with this (see WarmRequest).
    const sent = await sendPosts(port1);
    const end = await loaded;
    if (end.type !== 'loaded') throw new Error(`analysis worker answered ${end.type} to a load`);
    // The port keeps the order of what went through it: fewer would be a lost message.
    if (end.posts !== sent) throw new Error(`analysis worker took ${end.posts} posts of ${sent} sent`);
    if (this.closed) throw new AnalysisWorkersClosed();
    pooled.datasetKey = datasetKey;
    return sent;
  }

  /**
   * Sends a dataset to a worker. Its own method so nothing of the caller's posts outlives the
   * send in this thread while the run computes.
   */
  private async load(
    pooled: PooledWorker,
    datasetKey: string,
    request: Pick<AnalysisRequest, 'inputs' | 'posts' | 'terms'>,
  ): Promise<void> {
    const given =
      request.posts && request.terms
        ? { posts: request.posts, terms: request.terms }
        : request.inputs
          ? await request.inputs()
          : undefined;
    if (!given) throw new RangeError('an analysis request needs posts and terms, or inputs to read them');
    if (this.closed) throw new AnalysisWorkersClosed();
    await this.send(pooled, datasetKey, given.posts, copyTerms(given.terms));
  }

  /**
   * Posts a dataset to a worker: the typed arrays are transferred, the strings cloned, a slice at
   * a time with a turn of the event loop between slices. Cloning half a million posts' strings in
   * one message held this thread (which in embedded mode also answers the HTTP API) for seconds.
   */
  private async send(
    pooled: PooledWorker,
    datasetKey: string,
    posts: readonly Post[],
    terms: TermMatrix | null,
  ): Promise<void> {
    for (let from = 0; from === 0 || from < posts.length; from += this.sendSlice) {
      if (from > 0) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (this.closed) throw new AnalysisWorkersClosed();
      }
      const columns = toColumns(posts, from, Math.min(posts.length, from + this.sendSlice));
      const buffers = [columns.rows.buffer, columns.times.buffer, columns.followers.buffer];
      if (from === 0) {
        const load: ToAnalysisWorker = { type: 'load', datasetKey, posts: columns, terms };
        pooled.worker.postMessage(load, [
          ...buffers,
          ...(terms ? [terms.offsets.buffer, terms.termIds.buffer] : []),
        ] as ArrayBuffer[]);
      } else {
        const more: ToAnalysisWorker = { type: 'load-more', datasetKey, posts: columns };
        pooled.worker.postMessage(more, buffers as ArrayBuffer[]);
      }
    }
    pooled.datasetKey = datasetKey;
  }

  private async acquire(datasetKey: string | undefined): Promise<PooledWorker> {
    for (;;) {
      if (this.closed) throw new AnalysisWorkersClosed();
      // A worker being warmed with this dataset is waited for: loading the dataset into a second
      // worker meanwhile would read and hold it twice.
      const chosen = this.take(datasetKey, datasetKey !== undefined && this.warming.has(datasetKey));
      if (chosen) return chosen;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  /** An idle worker (the one holding this dataset first), or a new one; null when none is free now. */
  private take(datasetKey: string | undefined, onlyWithDataset = false): PooledWorker | null {
    const idle = this.workers.filter((p) => !p.busy);
    const chosen =
      idle.find((p) => datasetKey !== undefined && p.datasetKey === datasetKey) ??
      (onlyWithDataset ? null : (idle[0] ?? (this.workers.length < this.maxWorkers ? this.spawn() : null)));
    if (!chosen) return null;
    chosen.busy = true;
    // A busy worker keeps the process alive until its run answers; an idle one does not.
    chosen.worker.ref();
    if (chosen.idleTimer) clearTimeout(chosen.idleTimer);
    chosen.idleTimer = null;
    return chosen;
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
      worker: new Worker(analysisWorkerPath(), {
        resourceLimits: this.heapMb ? { maxOldGenerationSizeMb: this.heapMb } : undefined,
        workerData: { nice: this.nice } satisfies AnalysisWorkerData,
      }),
      datasetKey: null,
      busy: false,
      idleTimer: null,
      current: null,
    };
    const threadId = pooled.worker.threadId;
    this.live.add(threadId);
    pooled.worker.unref();
    pooled.worker.on('message', (msg: FromAnalysisWorker) => {
      const job = pooled.current;
      if (!job || msg.id !== job.id) return;
      if (msg.type === 'progress') {
        job.onProgress?.(msg.stage, msg.percent);
      } else if (msg.type === 'user-posts') {
        job.onUserPosts?.(msg.shard, msg.bytes);
      } else if (msg.type === 'done' || msg.type === 'warmed' || msg.type === 'loaded' || msg.type === 'near-done') {
        job.end(msg);
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
      pooled.current?.reject(this.closed ? new AnalysisWorkersClosed() : error);
    };
    pooled.worker.on('error', fail);
    pooled.worker.on('exit', (code) => {
      this.live.delete(threadId);
      fail(new Error(`analysis worker exited with code ${code}`));
    });
    this.workers.push(pooled);
    return pooled;
  }

  private retire(pooled: PooledWorker): void {
    if (pooled.busy) return;
    this.forget(pooled);
    void this.end(pooled);
  }

  private async end(pooled: PooledWorker): Promise<void> {
    if (pooled.idleTimer) clearTimeout(pooled.idleTimer);
    await pooled.worker.terminate();
  }

  private forget(pooled: PooledWorker): void {
    const at = this.workers.indexOf(pooled);
    if (at >= 0) this.workers.splice(at, 1);
    if (pooled.idleTimer) clearTimeout(pooled.idleTimer);
    this.waiting.shift()?.();
  }
}

/** The worker gets its own copy of the term arrays, so the caller's (possibly cached) matrix stays usable. */
function copyTerms(docTerms: DocTerms): TermMatrix {
  const matrix = asTermMatrix(docTerms);
  return {
    vocabulary: matrix.vocabulary,
    offsets: matrix.offsets.slice(),
    termIds: matrix.termIds.slice(),
    skipped: matrix.skipped,
  };
}
