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
// The rule's two classes, read a code point at a time below (hasJapanese, isWordPoint): a text
// with a JAPANESE code point gives 3-grams, any other the runs of WORD code points.
// JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u
// WORD = /[\p{L}\p{M}\p{N}\p{Pc}]+/gu

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
  if (hasJapanese(normal)) {
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
    // Each run of word characters (WORD's matches), hashed by its UTF-16 units as it is read.
    let h = 0;
    let inWord = false;
    for (let i = 0; i < normal.length; i++) {
      const c = normal.codePointAt(i)!;
      const wide = c > 0xffff;
      if (isWordPoint(c)) {
        if (!inWord) h = SEED ^ 0x5bd1e995;
        inWord = true;
        h = mix(h, normal.charCodeAt(i));
        if (wide) h = mix(h, normal.charCodeAt(i + 1));
      } else if (inWord) {
        if (n >= scratch.length) scratch = grownBuffer(scratch);
        scratch[n++] = finish(h);
        inWord = false;
      }
      if (wide) i++;
    }
    if (inWord) {
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

/**
 * What JAPANESE and WORD say of each code point of the Basic Multilingual Plane, asked once each
 * and kept: 0 not asked yet, else ASKED plus the bits that hold. Others are asked every time.
 */
const ASKED = 1;
const IS_JAPANESE = 2;
const IS_WORD = 4;
const KNOWN = new Uint8Array(0x10000);
const ONE_JAPANESE = /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]$/u;
const ONE_WORD = /^[\p{L}\p{M}\p{N}\p{Pc}]$/u;

function classOf(c: number): number {
  if (c <= 0xffff && KNOWN[c] !== 0) return KNOWN[c];
  const point = String.fromCodePoint(c);
  const known = ASKED | (ONE_JAPANESE.test(point) ? IS_JAPANESE : 0) | (ONE_WORD.test(point) ? IS_WORD : 0);
  if (c <= 0xffff) KNOWN[c] = known;
  return known;
}

/** JAPANESE.test(text), a code point at a time (ASCII never is). */
function hasJapanese(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.codePointAt(i)!;
    if (c > 0xffff) i++;
    if (c >= 0x80 && (classOf(c) & IS_JAPANESE) !== 0) return true;
  }
  return false;
}

/** Whether WORD takes the code point: ASCII letters, digits and "_" at once, others asked. */
function isWordPoint(c: number): boolean {
  if (c < 0x80) return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || c === 0x5f;
  return (classOf(c) & IS_WORD) !== 0;
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
