import { EnglishNounReader } from './english-nouns.js';
import { JapaneseNounReader } from './japanese-nouns.js';
import { loadKuromojiParts } from './kuromoji-parts.js';
import { isJapaneseText } from './language.js';
import { cleanPostText } from './post-text.js';
import { isKeptTerm } from './term-filter.js';

export interface PostTokenizer {
  /** Terms of one post: hashtags first (with '#'), then content nouns, in text order, repeats kept. */
  tokenize(text: string): string[];
}

/**
 * An in-thread tokenizer. Loading kuromoji's dictionary takes about a second, so make one per
 * thread and reuse it; tokenizeCorpus does that for its workers.
 */
export async function createTokenizer(): Promise<PostTokenizer> {
  const japanese = new JapaneseNounReader(await loadKuromojiParts());
  const english = new EnglishNounReader();
  return {
    tokenize(text: string): string[] {
      const { body, hashtags } = cleanPostText(text);
      const nouns = isJapaneseText(body) ? japanese.read(body) : english.read(body);
      const terms = hashtags;
      for (const noun of nouns) if (isKeptTerm(noun)) terms.push(noun);
      return terms;
    },
  };
}
