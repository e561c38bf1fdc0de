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

/** Posts with fewer shingles than this are never near-identical to another (only equal texts can match). */
export const MIN_SHINGLES = 5;

/** The post's distinct shingles, hashed, ascending (empty when fewer than MIN_SHINGLES). */
export function shingleHashes(text: string): number[] {
  const sink = { data: new Int32Array(64), length: 0 };
  shingleHashesInto(text, sink);
  return [...sink.data.subarray(0, sink.length)];
}

/** A growing flat list of hashes that many posts' shingles are written into, one after another. */
export interface HashSink {
  data: Int32Array;
  length: number;
}

/**
 * Appends the post's distinct shingles, hashed, ascending, to the sink (nothing when fewer than
 * MIN_SHINGLES) and says how many: half a million posts' shingles without an array per post.
 */
export function shingleHashesInto(text: string, sink: HashSink): number {
  const normal = normalizeKeepingSpaces(text);
  let n = 0;
  if (JAPANESE.test(normal)) {
    // Code points without whitespace, then each run of three.
    let points = 0;
    for (let i = 0; i < normal.length; i++) {
      const c = normal.codePointAt(i)!;
      if (c > 0xffff) i++;
      if (isSpace(c)) continue;
      if (points >= buffer.length) buffer = grownBuffer(buffer);
      buffer[points++] = c;
    }
    if (points > scratch.length) scratch = new Int32Array(points * 2);
    for (let i = 0; i + 2 < points; i++)
      scratch[n++] = finish(mix(mix(mix(SEED, buffer[i]), buffer[i + 1]), buffer[i + 2]));
  } else {
    for (const word of normal.match(WORD) ?? []) {
      let h = SEED ^ 0x5bd1e995;
      for (let i = 0; i < word.length; i++) h = mix(h, word.charCodeAt(i));
      if (n >= scratch.length) scratch = grownBuffer(scratch);
      scratch[n++] = finish(h);
    }
  }
  if (n < MIN_SHINGLES) return 0;
  const sorted = scratch.subarray(0, n).sort();
  let distinct = 0;
  for (let i = 0; i < n; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[distinct++] = sorted[i];
  if (distinct < MIN_SHINGLES) return 0;
  while (sink.length + distinct > sink.data.length) sink.data = grownBuffer(sink.data);
  sink.data.set(sorted.subarray(0, distinct), sink.length);
  sink.length += distinct;
  return distinct;
}

/** Reused between posts: a post's code points, and its shingles' hashes before they are deduplicated. */
let buffer: Int32Array = new Int32Array(512);
let scratch: Int32Array = new Int32Array(512);

function grownBuffer(a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/** JavaScript's \s: what the rule removes before taking 3-grams. */
function isSpace(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
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
