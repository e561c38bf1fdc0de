// Hiragana, katakana (full and half width), CJK ideographs and their compatibility block.
const JAPANESE_SCRIPT = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]/;

/** True when the text holds any kana or kanji; such text goes through the Japanese analyser. */
export function isJapaneseText(text: string): boolean {
  return JAPANESE_SCRIPT.test(text);
}
