import { asWritten, searchGrams, type RangeReader, type SearchGrams } from './search-grams.js';
import { searchWanted } from './review-index.js';

/** Candidates closer than this in the search text are read in one go. */
const MERGE_GAP_BYTES = 64 * 1024;
/** No single read larger than this. */
const MAX_READ_BYTES = 8 * 1024 * 1024;
/**
 * Candidates whose lines span more than this, or take more reads than MAX_RANGE_READS, are
 * checked in the whole search text, read once and kept by the caller: a common word's candidates
 * cover most of the text anyway, and each read is a round trip to storage.
 */
const WHOLE_TEXT_ABOVE_BYTES = 16 * 1024 * 1024;
const MAX_RANGE_READS = 64;

/** The search text (lines joined by NUL, as stored), by byte ranges or whole. */
export interface SearchTextSource {
  readRanges: RangeReader;
  /** The whole text's bytes; the caller keeps them for the next searches. */
  whole(): Promise<Buffer>;
  /** Whether whole() has the text in hand already (then candidates are checked there). */
  holdsWhole(): boolean;
}

/**
 * Which posts contain the search, as searchMatches answers on the whole search text, found through
 * the gram index: one or two units are answered by their posting list; longer searches by the
 * posts holding all their pairs, each checked in its own line of the search text (read by byte
 * ranges). Null when the index cannot answer exactly: a search with a lone surrogate matches
 * halves of pairs in UTF-16 that its UTF-8 bytes would not, so that rare case scans.
 */
export async function searchWithGrams(
  grams: SearchGrams,
  text: SearchTextSource,
  needle: string,
  wholeTextAboveBytes = WHOLE_TEXT_ABOVE_BYTES,
): Promise<Uint8Array | null> {
  const hit = new Uint8Array(grams.posts);
  const wanted = searchWanted(needle);
  if (!wanted) return hit.fill(1);
  if (asWritten(wanted) !== wanted) return null;
  const { keys, exact } = searchGrams(wanted);
  const candidates = await grams.postsWithAll(keys);
  if (exact) {
    for (const post of candidates) hit[post] = 1;
    return hit;
  }
  await checkLines(text, grams.lineBytes, candidates, Buffer.from(wanted, 'utf8'), hit, wholeTextAboveBytes);
  return hit;
}

/**
 * Flags the candidates whose line holds `wanted`. UTF-8 is self-synchronising, so a well-formed
 * search occurs in a line's bytes exactly where it occurs in its characters.
 */
async function checkLines(
  text: SearchTextSource,
  lineBytes: Float64Array,
  candidates: Int32Array,
  wanted: Buffer,
  hit: Uint8Array,
  wholeTextAboveBytes: number,
): Promise<void> {
  if (candidates.length === 0) return;
  const runs: Array<[number, number]> = [];
  const runOf = new Int32Array(candidates.length);
  let bytes = 0;
  for (let i = 0; i < candidates.length; i++) {
    const post = candidates[i];
    const start = lineBytes[post];
    const end = lineBytes[post + 1] - 1;
    const last = runs[runs.length - 1];
    if (last && start - last[1] <= MERGE_GAP_BYTES && end - last[0] <= MAX_READ_BYTES) {
      bytes += end - last[1];
      last[1] = end;
    } else {
      bytes += end - start;
      runs.push([start, end]);
    }
    runOf[i] = runs.length - 1;
  }
  if (text.holdsWhole() || bytes > wholeTextAboveBytes || runs.length > MAX_RANGE_READS) {
    checkInWhole(await text.whole(), lineBytes, candidates, wanted, hit);
    return;
  }
  const buffers = await text.readRanges(runs);
  for (let i = 0; i < candidates.length; i++) {
    const post = candidates[i];
    const [runStart] = runs[runOf[i]];
    const line = buffers[runOf[i]].subarray(lineBytes[post] - runStart, lineBytes[post + 1] - 1 - runStart);
    if (line.indexOf(wanted) >= 0) hit[post] = 1;
  }
}

/**
 * A candidate whose next neighbour starts further on than this is checked in its own line only:
 * a search from its start that misses would run on to the next occurrence, perhaps the text's end.
 */
const SPARSE_GAP_BYTES = 64 * 1024;

/**
 * checkLines on the whole text: one search from each candidate's start, answered by where the
 * next occurrence lies, and reused for the candidates before it (no per-line slices: 94k
 * candidates of a common Japanese word took 55 ms that way, cold). A candidate far from the next
 * is checked in its own line (three candidates of "sakura", none a match, scanned the 130 MB text
 * to its end: 54 ms).
 */
function checkInWhole(
  whole: Buffer,
  lineBytes: Float64Array,
  candidates: Int32Array,
  wanted: Buffer,
  hit: Uint8Array,
): void {
  // The first occurrence at or after the last place searched from (-1: none left).
  let next = -2;
  for (let i = 0; i < candidates.length; i++) {
    const post = candidates[i];
    const start = lineBytes[post];
    // A line ends before the NUL that separates it from the next.
    const end = lineBytes[post + 1] - 1;
    if (next !== -1 && next < start) {
      const following = i + 1 < candidates.length ? lineBytes[candidates[i + 1]] : whole.length;
      if (following - start > SPARSE_GAP_BYTES) {
        if (whole.subarray(start, end).indexOf(wanted) >= 0) hit[post] = 1;
        continue;
      }
      next = whole.indexOf(wanted, start);
    }
    if (next === -1) return;
    if (next + wanted.length <= end) hit[post] = 1;
  }
}
