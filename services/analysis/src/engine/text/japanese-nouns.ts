import type { KuromojiParts, TokenDictionaryPart } from './kuromoji-parts.js';
import { KNOWN_WORD, ViterbiSegmenter, type WordKind } from './viterbi-segmenter.js';

/*
 * IPADIC noun sub-classes kept as content words: 一般 (写真), 固有名詞 (渋谷) and サ変接続
 * (応援). Left out: 形容動詞語幹 and ナイ形容詞語幹 (好き, 大切: adjectives in use), 非自立
 * (こと, の), 代名詞 (これ, 私), 数 (digits, 一), 接尾 (さん, 的, 杯), 副詞可能 (今日, 全部),
 * 特殊, 引用文字列, 接続詞的 and 動詞非自立的.
 */
const CONTENT_NOUNS = new Set(['一般', '固有名詞', 'サ変接続']);

// Whitespace, punctuation, symbols and anything outside the BMP (emoji, rare kanji): never part
// of a noun we keep, and kuromoji's sentence splitting on 、。 is covered too.
const SEGMENT_BREAK = /[\s\p{P}\p{S}\u{10000}-\u{10ffff}\ud800-\udfff]+/u;

/** The pieces of text analysed separately. */
export function japaneseSegments(text: string): string[] {
  return text.split(SEGMENT_BREAK).filter((segment) => segment.length > 0);
}

/** Whether IPADIC features (comma-separated, as kuromoji stores them) describe a content noun. */
export function isContentNoun(features: string): boolean {
  const fields = features.split(',');
  // fields[0] is the surface form (known words) or character class (unknown words).
  return fields[1] === '名詞' && CONTENT_NOUNS.has(fields[2]);
}

/**
 * Reads content nouns out of Japanese text with kuromoji's IPADIC analysis, as surface forms in
 * text order, lowercased (Latin words inside Japanese text come out as nouns too). Filtering of
 * single characters and stop words is left to the caller.
 */
export class JapaneseNounReader {
  private readonly segmenter: ViterbiSegmenter;
  private readonly knownVerdicts = new Map<number, boolean>();
  private readonly unknownVerdicts = new Map<number, boolean>();

  constructor(private readonly parts: KuromojiParts) {
    this.segmenter = new ViterbiSegmenter(parts);
  }

  read(text: string, out: string[] = []): string[] {
    for (const segment of japaneseSegments(text)) {
      this.segmenter.segment(segment, (kind, tokenInfoId, start, end) => {
        if (this.isNoun(kind, tokenInfoId)) out.push(segment.slice(start, end).toLowerCase());
      });
    }
    return out;
  }

  private isNoun(kind: WordKind, tokenInfoId: number): boolean {
    return kind === KNOWN_WORD
      ? this.verdict(this.parts.known, this.knownVerdicts, tokenInfoId)
      : this.verdict(this.parts.unknown, this.unknownVerdicts, tokenInfoId);
  }

  // Features are decoded from the dictionary buffer on every call, so remember the verdict per entry.
  private verdict(dictionary: TokenDictionaryPart, cache: Map<number, boolean>, tokenInfoId: number): boolean {
    let verdict = cache.get(tokenInfoId);
    if (verdict === undefined) {
      verdict = isContentNoun(dictionary.getFeatures(tokenInfoId));
      cache.set(tokenInfoId, verdict);
    }
    return verdict;
  }
}
