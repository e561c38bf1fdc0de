// eslint-disable-next-line no-restricted-imports -- moved out by the analysis layering change
import os from 'node:os';
import type { PostTerms, TermMatrix } from '../types.js';
// eslint-disable-next-line no-restricted-imports -- moved out by the analysis layering change
import { tokenizeInWorkers, type ChunkTerms } from '../../worker/tokenize-pool.js';
import { stripRetweetPrefix } from './post-text.js';
import { sharedTokenizer } from './shared-tokenizer.js';
import { postTermsFromMatrix } from './term-matrix.js';
import { Vocabulary } from './vocabulary.js';

export interface TokenizeCorpusOptions {
  /**
   * Worker threads. 0 tokenizes in the calling thread. Left out, corpora under 200,000 distinct
   * characters (a fraction of a second of work) are tokenized in the calling thread, larger ones
   * on one worker per million distinct characters, at most min(cores, 4): the caller's event
   * loop is never held up for long.
   */
  threads?: number;
  /** Called as work completes, with distinct texts done and distinct texts in all. */
  onProgress?: (done: number, total: number) => void;
}

const MAX_DEFAULT_THREADS = 4;
const IN_THREAD_BELOW_CHARS = 200_000;
// A worker spends about a second loading the dictionary; give each at least this much work.
const CHARS_PER_WORKER = 1_000_000;
// Chunks large enough that messaging is negligible, small enough to even out the workers' load.
const CHUNK_CHARS = 200_000;
const CHUNK_TEXTS = 5_000;
const IN_THREAD_PROGRESS_EVERY = 2_000;

/**
 * Terms of each text (see createTokenizer), index-aligned with `texts`. Texts that are equal once
 * the retweet prefix is stripped are tokenized once and share their terms.
 */
export async function tokenizeCorpus(
  texts: readonly string[],
  options: TokenizeCorpusOptions = {},
): Promise<PostTerms> {
  return postTermsFromMatrix(await tokenizeCorpusToMatrix(texts, options));
}

/** tokenizeCorpus in compact form; the vocabulary lists terms in order of first appearance. */
export async function tokenizeCorpusToMatrix(
  texts: readonly string[],
  options: TokenizeCorpusOptions = {},
): Promise<TermMatrix> {
  const { distinct, distinctOf } = distinctTexts(texts);
  const report = (done: number): void => options.onProgress?.(done, distinct.length);
  const workers = workerCount(options.threads, distinct);
  const vocabulary = new Vocabulary();
  const parts =
    workers === 0
      ? [await tokenizeHere(distinct, vocabulary, report)]
      : await tokenizeInWorkers(chunksOf(distinct), workers, vocabulary, report);
  return spreadToDocuments(concatenate(parts, distinct.length), distinctOf, vocabulary.terms);
}

interface DistinctTexts {
  /** Distinct texts without retweet prefix, in order of first appearance. */
  distinct: string[];
  /** Index into `distinct` of each input text. */
  distinctOf: Int32Array;
}

function distinctTexts(texts: readonly string[]): DistinctTexts {
  const byRaw = new Map<string, number>();
  const byStripped = new Map<string, number>();
  const distinct: string[] = [];
  const distinctOf = new Int32Array(texts.length);
  texts.forEach((text, i) => {
    let index = byRaw.get(text);
    if (index === undefined) {
      const stripped = stripRetweetPrefix(text);
      index = byStripped.get(stripped);
      if (index === undefined) {
        index = distinct.length;
        distinct.push(stripped);
        byStripped.set(stripped, index);
      }
      byRaw.set(text, index);
    }
    distinctOf[i] = index;
  });
  return { distinct, distinctOf };
}

function workerCount(threads: number | undefined, distinct: readonly string[]): number {
  if (threads !== undefined) {
    if (!Number.isInteger(threads) || threads < 0)
      throw new RangeError(`threads must be a whole number ≥ 0, got ${threads}`);
    return threads;
  }
  let chars = 0;
  for (const text of distinct) chars += text.length;
  if (chars < IN_THREAD_BELOW_CHARS) return 0;
  return Math.min(Math.ceil(chars / CHARS_PER_WORKER), os.availableParallelism(), MAX_DEFAULT_THREADS);
}

function chunksOf(texts: readonly string[]): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const text of texts) {
    current.push(text);
    chars += text.length;
    if (chars >= CHUNK_CHARS || current.length >= CHUNK_TEXTS) {
      chunks.push(current);
      current = [];
      chars = 0;
    }
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

async function tokenizeHere(
  texts: readonly string[],
  vocabulary: Vocabulary,
  report: (done: number) => void,
): Promise<ChunkTerms> {
  const tokenizer = await sharedTokenizer();
  const offsets = new Int32Array(texts.length + 1);
  const ids: number[] = [];
  texts.forEach((text, i) => {
    for (const term of tokenizer.tokenize(text)) ids.push(vocabulary.intern(term));
    offsets[i + 1] = ids.length;
    if ((i + 1) % IN_THREAD_PROGRESS_EVERY === 0) report(i + 1);
  });
  report(texts.length);
  return { offsets, termIds: Int32Array.from(ids) };
}

function concatenate(parts: readonly ChunkTerms[], texts: number): ChunkTerms {
  let total = 0;
  for (const part of parts) total += part.termIds.length;
  const offsets = new Int32Array(texts + 1);
  const termIds = new Int32Array(total);
  let text = 0;
  let base = 0;
  for (const part of parts) {
    termIds.set(part.termIds, base);
    for (let i = 1; i < part.offsets.length; i++) offsets[++text] = base + part.offsets[i];
    base += part.termIds.length;
  }
  return { offsets, termIds };
}

/**
 * Copies each distinct text's terms to every document with that text, renumbering terms by
 * first appearance: workers intern terms in whatever order they finish, and the result must
 * not depend on that.
 */
function spreadToDocuments(distinct: ChunkTerms, distinctOf: Int32Array, terms: readonly string[]): TermMatrix {
  const renumbered = new Int32Array(terms.length).fill(-1);
  const vocabulary: string[] = [];
  for (let j = 0; j < distinct.termIds.length; j++) {
    const id = distinct.termIds[j];
    if (renumbered[id] === -1) {
      renumbered[id] = vocabulary.length;
      vocabulary.push(terms[id]);
    }
    distinct.termIds[j] = renumbered[id];
  }
  const offsets = new Int32Array(distinctOf.length + 1);
  for (let doc = 0; doc < distinctOf.length; doc++) {
    const d = distinctOf[doc];
    offsets[doc + 1] = offsets[doc] + distinct.offsets[d + 1] - distinct.offsets[d];
  }
  const termIds = new Int32Array(offsets[distinctOf.length]);
  for (let doc = 0; doc < distinctOf.length; doc++) {
    const d = distinctOf[doc];
    termIds.set(distinct.termIds.subarray(distinct.offsets[d], distinct.offsets[d + 1]), offsets[doc]);
  }
  return { vocabulary, offsets, termIds };
}
