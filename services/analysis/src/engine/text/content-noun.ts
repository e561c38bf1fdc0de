/*
 * IPADIC noun sub-classes kept as content words: 一般 (写真), 固有名詞 (渋谷) and サ変接続
 * (応援). Left out: 形容動詞語幹 and ナイ形容詞語幹 (好き, 大切: adjectives in use), 非自立
 * (こと, の), 代名詞 (これ, 私), 数 (digits, 一), 接尾 (さん, 的, 杯), 副詞可能 (今日, 全部),
 * 特殊, 引用文字列, 接続詞的 and 動詞非自立的.
 */
const CONTENT_NOUNS = new Set(['一般', '固有名詞', 'サ変接続']);

/** Whether IPADIC features (comma-separated, as kuromoji stores them) describe a content noun. */
export function isContentNoun(features: string): boolean {
  const fields = features.split(',');
  // fields[0] is the surface form (known words) or character class (unknown words).
  return fields[1] === '名詞' && CONTENT_NOUNS.has(fields[2]);
}
