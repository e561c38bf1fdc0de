import type { IpadicTables } from './ipadic-tables.js';
import { codeUnitTable } from './code-unit-table.js';
import { extendTextHash, TEXT_HASH_START } from '../posts/text-hash.js';
import { SegmentMemo } from './segment-memo.js';
import { knownEntryCount, ViterbiSegmenter } from './viterbi-segmenter.js';
import { Vocabulary } from './vocabulary.js';

// Whitespace, punctuation, symbols and anything outside the BMP (emoji, rare kanji): never part
// of a noun we keep, and kuromoji's sentence splitting on 、。 is covered too.
const SEGMENT_BREAK = /[\s\p{P}\p{S}\u{10000}-\u{10ffff}\ud800-\udfff]/u;

/**
 * The code units that end a segment (SEGMENT_BREAK): a scan over them splits a text about three
 * times faster than `split` with the pattern. Every surrogate breaks, paired (outside the BMP)
 * or not, so code units can be judged one by one.
 */
const segmentBreaks = codeUnitTable(SEGMENT_BREAK);

/**
 * Calls `visit` with where each piece of text analysed separately starts and ends, in text order,
 * and its textHash (made during the scan, so a piece can be looked up without being cut out).
 */
function forEachSegment(text: string, visit: (start: number, end: number, hash: number) => void): void {
  const breaks = segmentBreaks();
  let start = -1;
  let hash = TEXT_HASH_START;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (breaks[code] === 1) {
      if (start >= 0) visit(start, i, hash);
      start = -1;
    } else {
      if (start < 0) {
        start = i;
        hash = TEXT_HASH_START;
      }
      hash = extendTextHash(hash, code);
    }
  }
  if (start >= 0) visit(start, text.length, hash);
}

/** The pieces of text analysed separately. */
export function japaneseSegments(text: string): string[] {
  const segments: string[] = [];
  forEachSegment(text, (start, end) => segments.push(text.slice(start, end)));
  return segments;
}

/** Segments longer than this are not remembered: they seldom come back and would fill the memory. */
const REMEMBERED_SEGMENT_MAX = 48;
/** A segment with more nouns than this is not remembered (seldom: 48 code units hold few nouns). */
const REMEMBERED_NOUNS_MAX = 16;
/** Sets of two remembered segments (see SegmentMemo): up to 131,072 segments, about 22 MB. */
const REMEMBERED_SETS = 65_536;

/**
 * Reads content nouns (isContentNoun) out of Japanese text with kuromoji's IPADIC analysis, as
 * surface forms in text order, lowercased (Latin words inside Japanese text come out as nouns
 * too). Filtering of single characters and stop words is left to the caller.
 *
 * Segments are analysed apart, so a segment always gives the same nouns: the nouns of recent
 * segments are remembered. Posts repeat phrases (greetings, hashtags' neighbours, quoted lines,
 * a retweet's altered copy): in a real Japanese timeline 44% of the segments had been seen
 * before, and each costs a lattice search otherwise. A segment is looked up by its place in the
 * text, its hash made during the scan for breaks: one seen before is not cut out of the text
 * (looked up in a Map by a fresh string each time, the lookups were a quarter of the reading).
 * The memo holds each segment's nouns as numbers of the reader's own list of nouns.
 */
export class JapaneseNounReader {
  private readonly segmenter: ViterbiSegmenter;
  private readonly memo: SegmentMemo;
  /** Every noun read, by its number (the memo's values, readNumbers' answers). */
  private readonly nouns = new Vocabulary();
  private readonly numbers = new Int32Array(REMEMBERED_NOUNS_MAX);
  /**
   * The noun number of each known word's dictionary entry once read (-1 before): the trie matched
   * the entry's surface exactly, so every reading of it is the same string, made and looked up
   * once instead of at each occurrence (a tenth of the reading).
   */
  private readonly knownNouns: Int32Array;
  /** The numbers `read` turns into strings, reused from text to text. */
  private readonly readNumbersScratch: number[] = [];

  constructor(tables: IpadicTables, rememberedSets = REMEMBERED_SETS) {
    this.segmenter = new ViterbiSegmenter(tables);
    this.memo = new SegmentMemo(rememberedSets, REMEMBERED_SEGMENT_MAX, REMEMBERED_NOUNS_MAX);
    this.knownNouns = new Int32Array(knownEntryCount(tables)).fill(-1);
  }

  read(text: string, out: string[] = []): string[] {
    const numbers = this.readNumbersScratch;
    numbers.length = 0;
    this.readNumbers(text, numbers);
    for (const n of numbers) out.push(this.nouns.terms[n]);
    return out;
  }

  /**
   * The nouns `read` gives, as their numbers in this reader's list of nouns (`noun` gives each
   * back): a noun seen before costs no new string. Appended to `out`.
   */
  readNumbers(text: string, out: number[]): void {
    forEachSegment(text, (start, end, hash) => this.addNumbersOf(text, start, end, hash, out));
  }

  /** Noun number n (readNumbers). */
  noun(n: number): string {
    return this.nouns.terms[n];
  }

  /** How many segments are remembered now. */
  get remembered(): number {
    return this.memo.size;
  }

  private addNumbersOf(text: string, start: number, end: number, hash: number, out: number[]): void {
    const memo = this.memo;
    const place = end - start > REMEMBERED_SEGMENT_MAX ? -1 : memo.find(text, start, end, hash);
    if (place >= 0) {
      for (let i = 0, n = memo.count(place); i < n; i++) out.push(memo.value(place, i));
      return;
    }
    const first = out.length;
    this.analyse(text.slice(start, end), out);
    const count = out.length - first;
    if (memo.fits(end - start, count)) {
      for (let i = 0; i < count; i++) this.numbers[i] = out[first + i];
      memo.remember(text, start, end, hash, this.numbers, count);
    }
  }

  /** The numbers of the segment's nouns, appended to `out`. */
  private analyse(segment: string, out: number[]): void {
    const knownNouns = this.knownNouns;
    this.segmenter.segment(segment, (_kind, _tokenInfoId, start, end, noun, knownEntry) => {
      if (!noun) return;
      if (knownEntry < 0) {
        out.push(this.nouns.intern(segment.slice(start, end).toLowerCase()));
        return;
      }
      let number = knownNouns[knownEntry];
      if (number < 0) number = knownNouns[knownEntry] = this.nouns.intern(segment.slice(start, end).toLowerCase());
      out.push(number);
    });
  }
}
