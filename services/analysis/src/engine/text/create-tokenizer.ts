import { JapaneseNounReader } from './japanese-nouns.js';
import { loadIpadicTables, type IpadicTables } from './ipadic-tables.js';
import { isJapaneseText } from './language.js';
import { LexiconNounReader } from './lexicon-noun-reader.js';
import { cleanPostText } from './post-text.js';
import { isKeptTerm } from './term-filter.js';
import { inStep } from './text-step-error.js';

export interface PostTokenizer {
  /**
   * Terms of one post: hashtags first (with '#'), then content nouns, in text order, repeats kept.
   * Throws a TextStepError naming the step when a post makes one fail (see tokenizeTexts).
   */
  tokenize(text: string): string[];
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
  };
}
