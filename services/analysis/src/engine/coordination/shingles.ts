import { normalizeKeepingSpaces } from './normalize-post-text.js';

/**
 * What two posts' texts are compared by for near-identical posting (docs/coordination.md, "Near-
 * identical posts"): a text with any kana or kanji gives the set of its character 3-grams, spaces
 * removed (a word split would cut Japanese into single characters); any other text the set of its
 * words (runs of Unicode word characters). Read after today's normalisation (NFKC, lower case,
 * links and @mentions removed), spaces kept for the words.
 *
 * The engine keeps each shingle as a 32-bit hash (two distinct shingles of one pair of texts
 * share a hash with odds of about 10^-6 per pair of long texts, and would then move its Jaccard by
 * one shingle); the tests' naive method reads them as strings.
 */
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const WORD = /[\p{L}\p{M}\p{N}\p{Pc}]+/gu;
const SPACE = /\s/u;

/** Posts with fewer shingles than this are never near-identical to another (only equal texts can match). */
export const MIN_SHINGLES = 5;

/** The post's distinct shingles, hashed, in no particular order (empty when fewer than MIN_SHINGLES). */
export function shingleHashes(text: string): number[] {
  const normal = normalizeKeepingSpaces(text);
  const hashes = new Set<number>();
  if (JAPANESE.test(normal)) {
    const points: number[] = [];
    for (const c of normal) if (!SPACE.test(c)) points.push(c.codePointAt(0)!);
    for (let i = 0; i + 2 < points.length; i++)
      hashes.add(mix(mix(mix(SEED, points[i]), points[i + 1]), points[i + 2]));
  } else {
    for (const word of normal.match(WORD) ?? []) {
      let h = SEED ^ 0x5bd1e995;
      for (let i = 0; i < word.length; i++) h = mix(h, word.charCodeAt(i));
      hashes.add(h);
    }
  }
  return hashes.size < MIN_SHINGLES ? [] : [...hashes].map(finish);
}

const SEED = 0x811c9dc5;

function mix(h: number, c: number): number {
  return Math.imul(h ^ c, 0x01000193);
}

/** murmur3's finaliser: every input bit moves every output bit, so nearby shingles hash far apart. */
function finish(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/**
 * Whether shingle sets of sizes a and b sharing `common` reach `percent` % Jaccard similarity, in
 * whole numbers (no rounding at 80 % of 15 / 25).
 */
export function similarEnough(common: number, a: number, b: number, percent: number): boolean {
  return 100 * common >= percent * (a + b - common);
}

/**
 * How many of a set's shingles, in the one order every set is sorted in, must be looked up for
 * no pair at `percent` % or more to be missed (prefix filtering: two sets at Jaccard t share a
 * shingle among the first |x| - ceil(t·|x|) + 1 of each).
 */
export function prefixLength(size: number, percent: number): number {
  return size - Math.ceil((percent * size) / 100) + 1;
}
