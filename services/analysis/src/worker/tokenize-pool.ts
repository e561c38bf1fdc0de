import { Worker } from 'node:worker_threads';
import type { ChunkTerms } from '../engine/text/tokenize-corpus.js';
import type { Vocabulary } from '../engine/text/vocabulary.js';
import { sharedIpadicTables } from './shared-ipadic-tables.js';
import type {
  TokenizeChunkRequest,
  TokenizeTables,
  TokenizeWorkerData,
  TokenizeWorkerMessage,
} from './tokenize-messages.js';
import { tokenizeWorkerPath } from './tokenize-worker-path.js';
import { NO_DELAYS, type ThreadDelays } from './thread-delays.js';

/**
 * Tokenize worker threads, started before their texts are known: they get the process's shared
 * dictionary tables (compiled once, about a second the first time) while the caller still reads
 * the posts. `tokenize` then gives the next chunk
 * to whichever worker is free, so fast English chunks and slow Japanese ones even out. One use:
 * the workers are stopped once it settles (or by `close`). The workers run at `nice` (0: the
 * caller's priority).
 */
export class TokenizeWorkers {
  private readonly workers: Worker[] = [];
  private readonly ready: Promise<void>[] = [];
  private failure: Error | null = null;
  private onFailure: ((error: Error) => void) | null = null;
  private used = false;

  constructor(
    threads: number,
    nice = 0,
    /** Holds back each chunk's hand-over to a worker (tests: see ThreadDelays). */
    private readonly delays: ThreadDelays = NO_DELAYS,
  ) {
    const script = tokenizeWorkerPath();
    for (let w = 0; w < threads; w++) {
      const worker = new Worker(script, { workerData: { nice } satisfies TokenizeWorkerData });
      this.workers.push(worker);
      this.ready.push(
        new Promise<void>((resolve) => {
          const onReady = (message: TokenizeWorkerMessage): void => {
            if (message.kind !== 'ready') return;
            worker.off('message', onReady);
            resolve();
          };
          worker.on('message', onReady);
        }),
      );
      worker.on('message', (message: TokenizeWorkerMessage) => {
        if (message.kind === 'failure') this.fail(new Error(`tokenize worker failed: ${message.message}`));
      });
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', (code) => this.fail(new Error(`tokenize worker exited early with code ${code}`)));
    }
    if (threads > 0)
      sharedIpadicTables().then(
        (tables) => {
          const message: TokenizeTables = { kind: 'tables', tables };
          for (const worker of this.workers) worker.postMessage(message);
        },
        (error: Error) => this.fail(error),
      );
  }

  get threads(): number {
    return this.workers.length;
  }

  /**
   * Tokenizes the chunks; term ids in the results are ids of `vocabulary`, interned in arrival
   * order. Each chunk is emptied once sent (the worker has its copy), so the caller's texts are
   * let go as the work goes.
   */
  tokenize(
    chunks: string[][],
    vocabulary: Vocabulary,
    onChunkDone?: (textsDone: number) => void,
  ): Promise<ChunkTerms[]> {
    if (this.used) return Promise.reject(new Error('tokenize workers are used once'));
    const stream = this.stream(vocabulary, onChunkDone);
    for (let c = 0; c < chunks.length; c++) {
      stream.submit(chunks[c]);
      chunks[c] = [];
    }
    return stream.end();
  }

  /**
   * Tokenizes chunks as they are submitted (while the caller is still reading its corpus), each
   * going to whichever worker is free; `end` says no more will come and settles with every
   * chunk's terms, in submission order. One use, like tokenize.
   */
  stream(vocabulary: Vocabulary, onChunkDone?: (textsDone: number) => void): ChunkStream {
    if (this.used) throw new Error('tokenize workers are used once');
    this.used = true;
    const waiting: { chunk: number; texts: string[] }[] = [];
    const results: ChunkTerms[] = [];
    const sizes: number[] = [];
    const idle: (() => void)[] = [];
    let submitted = 0;
    let chunksDone = 0;
    let textsDone = 0;
    let ended = false;
    let settle: { resolve: (parts: ChunkTerms[]) => void; reject: (error: Error) => void } | null = null;
    const done = new Promise<ChunkTerms[]>((resolve, reject) => {
      settle = { resolve, reject };
      this.onFailure = reject;
      if (this.failure) reject(this.failure);
    });
    // The failure reaches whoever calls end(); a stream closed before its end (its posts could
    // not be read) has no one waiting, and an unhandled rejection would end the process.
    done.catch(() => undefined);
    const finishIfDone = (): void => {
      if (ended && chunksDone === submitted) settle!.resolve(results);
    };
    for (const [w, worker] of this.workers.entries()) {
      // The worker's own term ids → the caller's vocabulary ids.
      const toShared: number[] = [];
      const sendNext = (): void => {
        const next = waiting.shift();
        if (!next) {
          idle.push(sendNext);
          return;
        }
        const request: TokenizeChunkRequest = { kind: 'chunk', chunk: next.chunk, texts: next.texts };
        if (this.delays === NO_DELAYS) worker.postMessage(request);
        else void this.delays.next().then(() => this.failure || worker.postMessage(request));
      };
      worker.on('message', (message: TokenizeWorkerMessage) => {
        if (message.kind !== 'result' || this.failure) return;
        for (const term of message.newTerms) toShared.push(vocabulary.intern(term));
        const ids = message.termIds;
        for (let j = 0; j < ids.length; j++) ids[j] = toShared[ids[j]];
        results[message.chunk] = { offsets: message.offsets, termIds: ids, skipped: message.skipped };
        chunksDone++;
        textsDone += sizes[message.chunk];
        onChunkDone?.(textsDone);
        sendNext();
        finishIfDone();
      });
      void this.ready[w].then(sendNext);
    }
    return {
      submit: (texts) => {
        if (ended) throw new Error('no chunk can be submitted after end');
        sizes.push(texts.length);
        waiting.push({ chunk: submitted++, texts });
        idle.shift()?.();
      },
      end: () => {
        ended = true;
        finishIfDone();
        return done.finally(() => this.close());
      },
    };
  }

  /** Stops the workers (a tokenize going on rejects). */
  async close(): Promise<void> {
    this.fail(new Error('tokenize workers closed'));
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    this.onFailure?.(error);
  }
}

/** Chunks given to TokenizeWorkers one by one (stream). */
export interface ChunkStream {
  /** Queues a chunk of texts; the stream keeps it until a worker takes it. */
  submit(texts: string[]): void;
  /** No more chunks: every chunk's terms, in submission order (the workers are stopped then). */
  end(): Promise<ChunkTerms[]>;
}

/** Tokenizes chunks on `threads` new workers (see TokenizeWorkers). */
export function tokenizeInWorkers(
  chunks: string[][],
  threads: number,
  vocabulary: Vocabulary,
  onChunkDone?: (textsDone: number) => void,
  nice = 0,
  delays: ThreadDelays = NO_DELAYS,
): Promise<ChunkTerms[]> {
  if (chunks.length === 0) return Promise.resolve([]);
  return new TokenizeWorkers(Math.min(threads, chunks.length), nice, delays).tokenize(chunks, vocabulary, onChunkDone);
}
