import { countSkip, type SkipCounts, type SkipReason } from '@kizuna/proto/engine-rules';
import type { PostTerms, TermMatrix } from '../types.js';
import type { PostTokenizer } from './create-tokenizer.js';
import { CorpusKeys } from './corpus-keys.js';
import { sharedTokenizer } from './shared-tokenizer.js';
import { postTermsFromMatrix } from './term-matrix.js';
import { tokenizeTexts, type ChunkTerms } from './tokenize-texts.js';
import { Vocabulary } from './vocabulary.js';

export type { ChunkTerms } from './tokenize-texts.js';

/**
 * Tokenizes chunks of distinct texts, interning their terms in `vocabulary`, and reports the
 * texts done so far. The engine's own (tokenizeChunksHere) works in the calling thread; the
 * analysis service passes one that spreads the chunks over worker threads, which the engine,
 * being pure, does not start itself. The chunks are handed over: it may empty each once its texts
 * have gone to a worker, so half a million keys are not all held until the last is done.
 */
export type ChunkTokenizer = (
  chunks: string[][],
  vocabulary: Vocabulary,
  onTextsDone: (done: number) => void,
) => Promise<ChunkTerms[]>;

export interface TokenizeCorpusOptions {
  /** Where the distinct texts are tokenized (default: tokenizeChunksHere, in this thread). */
  tokenizeChunks?: ChunkTokenizer;
  /** Called as work completes, with distinct texts done and distinct texts in all. */
  onProgress?: (done: number, total: number) => void;
}

const IN_THREAD_PROGRESS_EVERY = 2_000;

/** Terms renumbered between two yields of spreadToDocuments (a sixteenth as many documents copied). */
const SPREAD_STEP = 128 * 1024;

/**
 * Terms of each text (see createTokenizer), index-aligned with `texts`. Texts that are equal once
 * the retweet prefix and URLs are stripped (termKey) are tokenized once and share their terms.
 * A text a step cannot handle gets no terms; the matrix's `skipped` counts such posts by reason.
 */
export async function tokenizeCorpus(
  texts: readonly string[],
  options: TokenizeCorpusOptions = {},
): Promise<PostTerms> {
  return postTermsFromMatrix(await tokenizeCorpusToMatrix(texts, options));
}

/**
 * tokenizeCorpus in compact form; the vocabulary lists terms in order of first appearance. Only
 * the texts' distinct keys are held while they are tokenized: a caller that keeps no reference
 * to `texts` lets them go once this returns.
 */
export async function tokenizeCorpusToMatrix(
  texts: readonly string[],
  options: TokenizeCorpusOptions = {},
): Promise<TermMatrix> {
  const keys = new CorpusKeys();
  const chunks: string[][] = [];
  for (const text of texts) {
    const full = keys.add(text);
    if (full) chunks.push(full);
  }
  const last = keys.seal();
  if (last) chunks.push(last);
  const count = keys.count;
  const report = (done: number): void => options.onProgress?.(done, count);
  const vocabulary = new Vocabulary();
  const tokenizeChunks = options.tokenizeChunks ?? tokenizeChunksHere;
  // The chunks hold the only references to the keys from here on (see ChunkTokenizer).
  const parts = count === 0 ? [] : await tokenizeChunks(chunks, vocabulary, report);
  return termMatrixOfChunks(parts, keys.keyIndex(), count, vocabulary);
}

/**
 * The term matrix of a corpus from its keys' tokenized chunks (in chunk order) and the key index
 * of each text (CorpusKeys.keyIndex), whatever order the chunks were tokenized in.
 */
export function termMatrixOfChunks(
  parts: readonly ChunkTerms[],
  keyIndex: Int32Array,
  keys: number,
  vocabulary: Vocabulary,
): TermMatrix {
  const steps = spreadToDocuments(concatenate(parts, keys), keyIndex, vocabulary.terms);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * termMatrixOfChunks with a turn of the event loop every hundred thousand terms or so: at half a
 * million posts it is about a second of work, which would hold a thread that also answers
 * requests. The same matrix.
 */
export async function termMatrixOfChunksYielding(
  parts: readonly ChunkTerms[],
  keyIndex: Int32Array,
  keys: number,
  vocabulary: Vocabulary,
): Promise<TermMatrix> {
  const steps = spreadToDocuments(concatenate(parts, keys), keyIndex, vocabulary.terms);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** The in-thread ChunkTokenizer, on the process's shared tokenizer (the dictionary loads once). */
export async function tokenizeChunksHere(
  chunks: string[][],
  vocabulary: Vocabulary,
  onTextsDone: (done: number) => void,
): Promise<ChunkTerms[]> {
  return tokenizeChunksWith(await sharedTokenizer())(chunks, vocabulary, onTextsDone);
}

/** An in-thread ChunkTokenizer on the given tokenizer (tests pass one built with their own readers). */
export function tokenizeChunksWith(tokenizer: PostTokenizer): ChunkTokenizer {
  return (chunks, vocabulary, onTextsDone) => {
    let done = 0;
    const tick = (): void => {
      if (++done % IN_THREAD_PROGRESS_EVERY === 0) onTextsDone(done);
    };
    const parts = chunks.map((texts) => {
      const part = tokenizeTexts(tokenizer, texts, vocabulary, tick);
      if (done % IN_THREAD_PROGRESS_EVERY !== 0) onTextsDone(done);
      return part;
    });
    return Promise.resolve(parts);
  };
}

function concatenate(parts: readonly ChunkTerms[], texts: number): ChunkTerms {
  let total = 0;
  for (const part of parts) total += part.termIds.length;
  const offsets = new Int32Array(texts + 1);
  const termIds = new Int32Array(total);
  const skipped: ChunkTerms['skipped'] = [];
  let text = 0;
  let base = 0;
  for (const part of parts) {
    termIds.set(part.termIds, base);
    for (const skip of part.skipped ?? []) skipped.push({ text: text + skip.text, reason: skip.reason });
    for (let i = 1; i < part.offsets.length; i++) offsets[++text] = base + part.offsets[i];
    base += part.termIds.length;
  }
  return { offsets, termIds, skipped };
}

/**
 * Copies each distinct text's terms to every document with that text, renumbering terms by
 * first appearance: workers intern terms in whatever order they finish, and the result must
 * not depend on that.
 */
function* spreadToDocuments(
  distinct: ChunkTerms,
  distinctOf: Int32Array,
  terms: readonly string[],
): Generator<void, TermMatrix> {
  const renumbered = new Int32Array(terms.length).fill(-1);
  const vocabulary: string[] = [];
  for (let j = 0; j < distinct.termIds.length; j++) {
    const id = distinct.termIds[j];
    if (renumbered[id] === -1) {
      renumbered[id] = vocabulary.length;
      vocabulary.push(terms[id]);
    }
    distinct.termIds[j] = renumbered[id];
    if (j % SPREAD_STEP === SPREAD_STEP - 1) yield;
  }
  const offsets = new Int32Array(distinctOf.length + 1);
  for (let doc = 0; doc < distinctOf.length; doc++) {
    const d = distinctOf[doc];
    offsets[doc + 1] = offsets[doc] + distinct.offsets[d + 1] - distinct.offsets[d];
  }
  yield;
  const termIds = new Int32Array(offsets[distinctOf.length]);
  // Copied term by term: a subarray view per post is half a million allocations, and their
  // collection held the thread too.
  const from = distinct.offsets;
  const ids = distinct.termIds;
  for (let doc = 0, to = 0; doc < distinctOf.length; doc++) {
    const d = distinctOf[doc];
    for (let j = from[d], end = from[d + 1]; j < end; j++) termIds[to++] = ids[j];
    if (doc % (SPREAD_STEP / 16) === SPREAD_STEP / 16 - 1) yield;
  }
  return { vocabulary, offsets, termIds, skipped: skippedDocuments(distinct.skipped, distinctOf) };
}

/** Skips of distinct texts counted per post: every post with a text that failed is left out. */
function skippedDocuments(skips: ChunkTerms['skipped'], distinctOf: Int32Array): SkipCounts {
  const counts: SkipCounts = {};
  if (skips.length === 0) return counts;
  const reasonOf = new Map<number, SkipReason>(skips.map((s) => [s.text, s.reason]));
  for (let doc = 0; doc < distinctOf.length; doc++) {
    const reason = reasonOf.get(distinctOf[doc]);
    if (reason !== undefined) countSkip(counts, reason);
  }
  return counts;
}
