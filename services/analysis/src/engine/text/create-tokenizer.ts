import { JapaneseNounReader } from './japanese-nouns.js';
import { loadIpadicTables, type IpadicTables } from './ipadic-tables.js';
import { isJapaneseText } from './language.js';
import { LexiconNounReader } from './lexicon-noun-reader.js';
import { NounTermIds } from './noun-term-ids.js';
import { cleanPostText } from './post-text.js';
import { isKeptTerm } from './term-filter.js';
import { inStep } from './text-step-error.js';
import type { Vocabulary } from './vocabulary.js';

export interface PostTokenizer {
  /**
   * Terms of one post: hashtags first (with '#'), then content nouns, in text order, repeats kept.
   * Throws a TextStepError naming the step when a post makes one fail (see tokenizeTexts).
   */
  tokenize(text: string): string[];
  /**
   * The ids in `vocabulary` of tokenize(text)'s terms, appended to `ids`: what interning each
   * gives, without making a string for a noun seen before. Throws as tokenize does, and a text
   * that throws in a reading step has interned nothing (what it appended is the caller's to drop,
   * as tokenizeTexts does). Optional: tokenizeTexts interns tokenize's terms without it.
   */
  tokenizeInto?(text: string, vocabulary: Vocabulary, ids: number[]): void;
}

/** Reads nouns out of a text in one language (EnglishNounReader, JapaneseNounReader). */
export interface NounReader {
  read(text: string): string[];
}

/**
 * The noun readers a tokenizer uses; left out, the real ones are made: kuromoji's IPADIC, and for
 * English wink-nlp's lexicon and tagging rules without its document object (LexiconNounReader:
 * the nouns of wink's full tagger, EnglishNounReader, at about half its CPU).
 */
export interface TokenizerReaders {
  japanese?: NounReader;
  english?: NounReader;
  /** The IPADIC tables of the Japanese reader, when already loaded (shared between threads). */
  ipadic?: IpadicTables;
}

/**
 * An in-thread tokenizer. Loading kuromoji's dictionary takes about a second, so make one per
 * thread and reuse it, or pass tables loaded once (the analysis service shares one copy between
 * its tokenize threads).
 */
export async function createTokenizer(readers: TokenizerReaders = {}): Promise<PostTokenizer> {
  const japanese = readers.japanese ?? new JapaneseNounReader(readers.ipadic ?? (await loadIpadicTables()));
  const english = readers.english ?? new LexiconNounReader();
  // Only the real Japanese reader gives nouns as numbers.
  const numbered = japanese instanceof JapaneseNounReader ? { reader: japanese, ids: new NounTermIds(japanese) } : null;
  const numbers: number[] = [];
  return {
    tokenize(text: string): string[] {
      const { body, hashtags } = inStep('normalising', () => cleanPostText(text));
      const nouns = isJapaneseText(body)
        ? inStep('japanese_tokenizer', () => japanese.read(body))
        : inStep('english_tokenizer', () => english.read(body));
      return inStep('keyword_terms', () => {
        const terms = hashtags;
        for (const noun of nouns) if (isKeptTerm(noun)) terms.push(noun);
        return terms;
      });
    },
    tokenizeInto(text: string, vocabulary: Vocabulary, ids: number[]): void {
      const { body, hashtags } = inStep('normalising', () => cleanPostText(text));
      const isJapanese = isJapaneseText(body);
      if (isJapanese && numbered) {
        numbers.length = 0;
        inStep('japanese_tokenizer', () => numbered.reader.readNumbers(body, numbers));
        return inStep('keyword_terms', () => {
          internTerms(vocabulary, ids, hashtags, []);
          numbered.ids.append(numbers, vocabulary, ids);
        });
      }
      const nouns = isJapanese
        ? inStep('japanese_tokenizer', () => japanese.read(body))
        : inStep('english_tokenizer', () => english.read(body));
      inStep('keyword_terms', () => internTerms(vocabulary, ids, hashtags, nouns));
    },
  };
}

/** The ids of the hashtags, then of the kept nouns, in tokenize's order of terms. */
function internTerms(
  vocabulary: Vocabulary,
  ids: number[],
  hashtags: readonly string[],
  nouns: readonly string[],
): void {
  for (const tag of hashtags) ids.push(vocabulary.intern(tag));
  for (const noun of nouns) if (isKeptTerm(noun)) ids.push(vocabulary.intern(noun));
}
