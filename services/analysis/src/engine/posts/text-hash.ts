/** FNV-1a over UTF-16 code units: the offset basis to start a hash from. */
export const TEXT_HASH_START = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

/**
 * A text's hash one code unit longer. Lets a piece of a longer text be hashed where it is, so
 * it can be looked up without being cut out as a string of its own.
 */
export function extendTextHash(hash: number, code: number): number {
  return Math.imul(hash ^ code, FNV_PRIME);
}

/** The hash of text[start, end) (the whole text by default). */
export function textHash(text: string, start = 0, end = text.length): number {
  let hash = TEXT_HASH_START;
  for (let i = start; i < end; i++) hash = extendTextHash(hash, text.charCodeAt(i));
  return hash;
}

/**
 * Whether a[aStart, aStart + length) and b[bStart, bStart + length) are the same code units:
 * what tells apart pieces of text that share a hash, compared where they are.
 */
export function sameUnits(a: string, aStart: number, b: string, bStart: number, length: number): boolean {
  for (let k = 0; k < length; k++) if (a.charCodeAt(aStart + k) !== b.charCodeAt(bStart + k)) return false;
  return true;
}
