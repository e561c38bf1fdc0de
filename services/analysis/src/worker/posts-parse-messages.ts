/** Messages between parsePostsInWorker (or sendPostsFromWorker) and its worker thread. */
import type { MessagePort } from 'node:worker_threads';
import type { PostColumns } from './analysis-messages.js';

/**
 * What the main thread is handed of the posts when the posts themselves go to another thread:
 * each text; the corpus's distinct term keys in tokenizing chunks and, at the end, each post's
 * key index (what a corpus tokenized while it is read takes: CorpusKeys run in the parse worker);
 * or nothing but how many there were.
 */
export type WantedOfPosts = 'texts' | 'chunks' | 'count';

/** What a posts parse worker is started with. */
export interface PostsParseWorkerData {
  /** Nice value the worker gives its own thread (0: unchanged). */
  nice: number;
  /**
   * Given, the posts go there (PostsPortMessage: to an analysis worker) and the main thread gets
   * only what `wanted` says (`texts` messages).
   */
  to?: MessagePort;
  wanted?: WantedOfPosts;
}

/** Main → worker: the next bytes of the posts file (`end`: there are no more). */
export type ToPostsParseWorker = { kind: 'bytes'; bytes: Uint8Array } | { kind: 'end' };

/**
 * For the next `count` posts sent to `to`: their texts in file order (`texts` wanted), or the
 * chunks of new distinct keys they filled (`chunks` wanted), or nothing (`count`).
 */
export interface PostsHandedOn {
  count: number;
  values: string[];
  /** `chunks` wanted: CorpusKeys's chunks, in order; the last one (partly filled) comes with keyIndex. */
  chunks?: string[][];
  /**
   * `chunks` wanted, once after the last posts (count 0): CorpusKeys.keyIndex() of the whole file,
   * its buffer transferred.
   */
  keyIndex?: Int32Array;
}

export type FromPostsParseWorker =
  /** The worker has taken a chunk of bytes off its queue: the reader may send another. */
  | { kind: 'took' }
  /** The next posts of the file, in file order (the Other values are left out: analysis does not use them). */
  | { kind: 'posts'; posts: PostColumns }
  /** What this thread wanted of the next posts, when the posts themselves went to `to`. */
  | { kind: 'handed-on'; handed: PostsHandedOn }
  /** The whole file is parsed. */
  | { kind: 'done' }
  /** The file is not a valid posts file (PostsFileError's message names the line). */
  | { kind: 'failure'; message: string };
