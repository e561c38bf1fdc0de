import type { SkipReason } from '@kizuna/proto/engine-rules';
import type { PostTokenizer } from './create-tokenizer.js';
import { skipReasonOf } from './text-step-error.js';
import type { Vocabulary } from './vocabulary.js';

/** A text a tokenizer step could not handle: it gets no terms and is counted under `reason`. */
export interface TextSkip {
  /** Index of the text in its chunk. */
  text: number;
  reason: SkipReason;
}

/** Terms of one chunk's texts as ids of the caller's vocabulary. */
export interface ChunkTerms {
  /** texts + 1 entries; text i's terms are termIds[offsets[i]..offsets[i + 1]). */
  offsets: Int32Array;
  termIds: Int32Array;
  /** Texts left out, in text order (usually none). */
  skipped: TextSkip[];
}

/**
 * Tokenizes texts one by one, interning their terms in `vocabulary`. A text that makes a step
 * throw is left out (no terms) and reported in `skipped`: one odd post never fails a whole run.
 * Terms of a text that failed halfway are not kept, so a skipped text adds nothing.
 */
export function tokenizeTexts(
  tokenizer: PostTokenizer,
  texts: readonly string[],
  vocabulary: Vocabulary,
  onText?: () => void,
): ChunkTerms {
  const offsets = new Int32Array(texts.length + 1);
  const ids: number[] = [];
  const skipped: TextSkip[] = [];
  for (let i = 0; i < texts.length; i++) {
    const before = ids.length;
    try {
      if (tokenizer.tokenizeInto) tokenizer.tokenizeInto(texts[i], vocabulary, ids);
      else for (const term of tokenizer.tokenize(texts[i])) ids.push(vocabulary.intern(term));
    } catch (error) {
      ids.length = before;
      skipped.push({ text: i, reason: skipReasonOf(error) });
    }
    offsets[i + 1] = ids.length;
    onText?.();
  }
  return { offsets, termIds: Int32Array.from(ids), skipped };
}
