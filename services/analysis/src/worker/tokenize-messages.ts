/** Messages between tokenizeCorpus and its worker threads. */
import type { IpadicTables } from '../engine/text/ipadic-tables.js';
import type { TextSkip } from '../engine/text/tokenize-texts.js';

/** What a tokenize worker is started with. */
export interface TokenizeWorkerData {
  /** Nice value the worker gives its own thread (0: unchanged). */
  nice: number;
}

/** Main → worker, first: the process's dictionary tables (shared memory, not copied). */
export interface TokenizeTables {
  kind: 'tables';
  tables: IpadicTables;
}

/** Main → worker: texts to tokenize. */
export interface TokenizeChunkRequest {
  kind: 'chunk';
  chunk: number;
  texts: string[];
}

/** Worker → main: the dictionary is loaded; send work. */
export interface TokenizeWorkerReady {
  kind: 'ready';
}

/**
 * Worker → main: terms of a chunk as ids in the worker's own vocabulary. `newTerms` are the
 * terms this worker met for the first time in this chunk, in id order, so strings cross the
 * thread boundary once per worker rather than once per occurrence.
 */
export interface TokenizeChunkResult {
  kind: 'result';
  chunk: number;
  newTerms: string[];
  /** texts.length + 1 entries; text i's terms are termIds[offsets[i]..offsets[i + 1]). */
  offsets: Int32Array;
  termIds: Int32Array;
  /** Texts of the chunk a step could not handle (they have no terms). */
  skipped: TextSkip[];
}

export interface TokenizeWorkerFailure {
  kind: 'failure';
  message: string;
}

export type ToTokenizeWorker = TokenizeTables | TokenizeChunkRequest;

export type TokenizeWorkerMessage = TokenizeWorkerReady | TokenizeChunkResult | TokenizeWorkerFailure;
