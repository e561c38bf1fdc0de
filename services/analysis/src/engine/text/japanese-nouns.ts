import type { IpadicTables } from './ipadic-tables.js';
import { ViterbiSegmenter } from './viterbi-segmenter.js';

// Whitespace, punctuation, symbols and anything outside the BMP (emoji, rare kanji): never part
// of a noun we keep, and kuromoji's sentence splitting on 、。 is covered too.
const SEGMENT_BREAK = /[\s\p{P}\p{S}\u{10000}-\u{10ffff}\ud800-\udfff]+/u;

/** The pieces of text analysed separately. */
export function japaneseSegments(text: string): string[] {
  return text.split(SEGMENT_BREAK).filter((segment) => segment.length > 0);
}

/**
 * Reads content nouns (isContentNoun) out of Japanese text with kuromoji's IPADIC analysis, as
 * surface forms in text order, lowercased (Latin words inside Japanese text come out as nouns
 * too). Filtering of single characters and stop words is left to the caller.
 */
export class JapaneseNounReader {
  private readonly segmenter: ViterbiSegmenter;

  constructor(tables: IpadicTables) {
    this.segmenter = new ViterbiSegmenter(tables);
  }

  read(text: string, out: string[] = []): string[] {
    for (const segment of japaneseSegments(text)) {
      this.segmenter.segment(segment, (_kind, _tokenInfoId, start, end, noun) => {
        if (noun) out.push(segment.slice(start, end).toLowerCase());
      });
    }
    return out;
  }
}
