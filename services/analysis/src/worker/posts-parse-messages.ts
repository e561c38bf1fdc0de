/** Messages between parsePostsInWorker and its worker thread. */
import type { PostColumns } from './analysis-messages.js';

/** What a posts parse worker is started with. */
export interface PostsParseWorkerData {
  /** Nice value the worker gives its own thread (0: unchanged). */
  nice: number;
}

/** Main → worker: the next bytes of the posts file (`end`: there are no more). */
export type ToPostsParseWorker = { kind: 'bytes'; bytes: Uint8Array } | { kind: 'end' };

export type FromPostsParseWorker =
  /** The worker has taken a chunk of bytes off its queue: the reader may send another. */
  | { kind: 'took' }
  /** The next posts of the file, in file order (the Other values are left out: analysis does not use them). */
  | { kind: 'posts'; posts: PostColumns }
  /** The whole file is parsed. */
  | { kind: 'done' }
  /** The file is not a valid posts file (PostsFileError's message names the line). */
  | { kind: 'failure'; message: string };
