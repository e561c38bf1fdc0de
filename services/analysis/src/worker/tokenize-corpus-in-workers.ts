import os from 'node:os';
import {
  tokenizeChunksWith,
  tokenizeCorpusToMatrix,
  type ChunkTokenizer,
  type ChunkTerms,
} from '../engine/text/tokenize-corpus.js';
import type { TermMatrix } from '../engine/types.js';
import { collectGarbage } from './collect-garbage.js';
import { inThreadTokenizer } from './in-thread-tokenizer.js';
import { tokenizeInWorkers } from './tokenize-pool.js';
import type { ThreadDelays } from './thread-delays.js';

export interface TokenizeInWorkersOptions {
  /**
   * Worker threads. 0 tokenizes in the calling thread. Left out, corpora under 200,000 distinct
   * characters (a fraction of a second of work) are tokenized in the calling thread, larger ones
   * on one worker per million distinct characters, at most min(cores, 4): the caller's event
   * loop is never held up for long.
   */
  threads?: number;
  /** Nice value of the worker threads (default 0: the caller's priority). */
  nice?: number;
  /** Called as work completes, with distinct texts done and distinct texts in all. */
  onProgress?: (done: number, total: number) => void;
  /** Holds back each chunk's hand-over to a worker (tests only; default none). */
  delays?: ThreadDelays;
}

const MAX_DEFAULT_THREADS = 4;
const IN_THREAD_BELOW_CHARS = 200_000;
// A worker spends about a second loading the dictionary; give each at least this much work.
const CHARS_PER_WORKER = 1_000_000;
// About 100,000 posts: below, the texts are a few MB and not worth a full collection.
const COLLECT_FROM_CHARS = 10_000_000;

/** The engine's tokenizeCorpusToMatrix with its chunks spread over worker threads. */
export function tokenizeCorpusInWorkers(
  texts: readonly string[],
  options: TokenizeInWorkersOptions = {},
): Promise<TermMatrix> {
  const { threads } = options;
  if (threads !== undefined && (!Number.isInteger(threads) || threads < 0))
    return Promise.reject(new RangeError(`threads must be a whole number ≥ 0, got ${threads}`));
  const tokenizeChunks: ChunkTokenizer = async (chunks, vocabulary, onTextsDone): Promise<ChunkTerms[]> => {
    const workers = threads ?? defaultWorkers(chunks);
    if (workers === 0) return tokenizeChunksWith(await inThreadTokenizer())(chunks, vocabulary, onTextsDone);
    // One turn of the event loop on, the texts are unreachable when the caller handed them over
    // (only their distinct keys are tokenized): collected now, their memory is back before the
    // workers' heaps grow. Only for large corpora: a full collection holds up this thread.
    await new Promise((resolve) => setImmediate(resolve));
    if (charsOf(chunks) >= COLLECT_FROM_CHARS) collectGarbage();
    return tokenizeInWorkers(chunks, workers, vocabulary, onTextsDone, options.nice, options.delays);
  };
  return tokenizeCorpusToMatrix(texts, { tokenizeChunks, onProgress: options.onProgress });
}

function charsOf(chunks: readonly string[][]): number {
  let chars = 0;
  for (const chunk of chunks) for (const text of chunk) chars += text.length;
  return chars;
}

function defaultWorkers(chunks: readonly string[][]): number {
  const chars = charsOf(chunks);
  if (chars < IN_THREAD_BELOW_CHARS) return 0;
  return Math.min(Math.ceil(chars / CHARS_PER_WORKER), os.availableParallelism(), MAX_DEFAULT_THREADS);
}
