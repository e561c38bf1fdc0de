import type { MessagePort } from 'node:worker_threads';
import type {
  AnalysisErrorCode,
  AnalysisOptions,
  AnalysisStage,
  Post,
  RelationKind,
  TermMatrix,
} from '../engine/types.js';
import type { EncodedWindow } from '../results/window-codec.js';
import type { EncodedRun } from '../results/encoded-run.js';
import type { PostColumns } from '../engine/posts/post-columns.js';
import type { EncodedCoordination } from './encoded-coordination.js';

export type { PostColumns } from '../engine/posts/post-columns.js';

/**
 * Posts read straight into an analysis worker, through the MessagePort of a `load-from`: the
 * posts parse worker sends them there as it parses them, in file order, then `end` with how many
 * it sent. The main thread never holds them (see AnalysisWorkerPool.warm).
 */
export type PostsPortMessage = { kind: 'posts'; posts: PostColumns } | { kind: 'end'; count: number };

/** What an analysis worker is started with. */
export interface AnalysisWorkerData {
  /** Nice value the worker gives its own thread (0: unchanged). */
  nice: number;
}

/** Main thread → worker. A worker keeps the last dataset it was given, so runs on it skip the load. */
export type ToAnalysisWorker =
  /**
   * The first slice of a dataset's posts; terms null: they follow in a 'terms' message (the posts
   * are still being tokenized).
   */
  | { type: 'load'; datasetKey: string; posts: PostColumns; terms: TermMatrix | null }
  /** The next slice of the posts of the dataset being loaded (see AnalysisWorkerPool.send). */
  | { type: 'load-more'; datasetKey: string; posts: PostColumns }
  /**
   * A dataset whose posts come through `port` (PostsPortMessage) rather than from this thread;
   * the worker answers `loaded` once their `end` has come. Terms follow in a 'terms' message.
   */
  | { type: 'load-from'; id: number; datasetKey: string; port: MessagePort }
  | { type: 'terms'; datasetKey: string; terms: TermMatrix }
  | { type: 'unload' }
  /**
   * Builds what the runs share that needs no terms (network, originals, natural partition), and
   * encodes the users' posts when asked.
   */
  | {
      type: 'warm';
      id: number;
      datasetKey: string;
      relations: RelationKind[];
      seed: number;
      withUserPosts: boolean;
      /** Also compute the project's coordination (encodedCoordination). */
      withCoordination: boolean;
      /** Also lay out the project's network (network-layout-file.ts). */
      withLayout: boolean;
    }
  /** The coordination inputs with near-identical posts (encodedCoordination), once the project's runs are done. */
  | { type: 'near'; id: number; datasetKey: string }
  | {
      type: 'run';
      id: number;
      datasetKey: string;
      options: AnalysisOptions;
      /** Also encode the originals' texts of the window index (once per dataset and relations). */
      withWindowTexts: boolean;
      /** Also send the users' posts, shard by shard, before the result (once per dataset). */
      withUserPosts: boolean;
      /** k of the dataset's runs asked for after this one (same seed and relations): their partitions can start now. */
      upcoming: number[];
      /** Also compute the project's coordination (a project prepared before it was computed). */
      withCoordination: boolean;
      /** Also lay out the project's network (a project whose warm did not). */
      withLayout: boolean;
    };

/** Worker → main thread, tagged with the run id. */
export type FromAnalysisWorker =
  | { type: 'progress'; id: number; stage: AnalysisStage; percent: number }
  | {
      type: 'warmed';
      id: number;
      coordination: EncodedCoordination | null;
      /** The project's layout file (network-layout-file.ts) and its users' order, when asked for. */
      layout: EncodedLayout | null;
    }
  | { type: 'near-done'; id: number; coordination: EncodedCoordination }
  /** A `load-from` is complete: the worker holds this many posts. */
  | { type: 'loaded'; id: number; posts: number }
  /** One shard of the users' posts (encodedUserPostShards), in shard order, when the job asked for them. */
  | { type: 'user-posts'; id: number; shard: number; bytes: Uint8Array }
  | {
      type: 'done';
      id: number;
      /** Its large parts encoded as file bytes (transferred, not cloned). */
      run: EncodedRun;
      /** The window data, encoded too (one buffer each, not 200k strings to clone). */
      window: EncodedWindow;
      coordination: EncodedCoordination | null;
      layout: EncodedLayout | null;
    }
  | { type: 'failed'; id: number; name: string; message: string; code: AnalysisErrorCode | null; stack?: string };

/** Posts `from` to `to` (default: all) in columns. */
export function toColumns(posts: readonly Post[], from = 0, to = posts.length): PostColumns {
  const n = to - from;
  const columns: PostColumns = {
    rows: new Int32Array(n),
    times: new Float64Array(n),
    followers: new Float64Array(n),
    authors: new Array<string>(n),
    texts: new Array<string>(n),
  };
  for (let i = 0; i < n; i++) {
    const p = posts[from + i];
    columns.rows[i] = p.row;
    columns.times[i] = p.time;
    columns.followers[i] = p.followers ?? NaN;
    columns.authors[i] = p.author;
    columns.texts[i] = p.text;
  }
  return columns;
}

export function fromColumns(columns: PostColumns): Post[] {
  const posts = new Array<Post>(columns.rows.length);
  for (let i = 0; i < posts.length; i++) {
    const followers = columns.followers[i];
    posts[i] = {
      row: columns.rows[i],
      author: columns.authors[i],
      text: columns.texts[i],
      time: columns.times[i],
      followers: Number.isNaN(followers) ? null : followers,
    };
  }
  return posts;
}

/** A project's layout file, named by its users' order (userOrder). */
export interface EncodedLayout {
  order: string;
  bytes: Uint8Array;
  /** How long laying out took (0 when it was laid out for an earlier job). */
  ms: number;
}
