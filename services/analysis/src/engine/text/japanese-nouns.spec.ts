import { beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { loadIpadicTables, type IpadicTables } from './ipadic-tables.js';
import { JapaneseNounReader, japaneseSegments } from './japanese-nouns.js';
import { ViterbiSegmenter } from './viterbi-segmenter.js';

// Posts that share phrases, as a timeline does (the greeting, the hashtag's neighbour, a quoted line).
const TEXTS = [
  'おはようございます。今日は東京タワーに行きました',
  'おはようございます、今日は大阪城に行きました',
  '東京タワーに行きました！夜景がきれい',
  'RT 東京タワーに行きました 夜景がきれい',
  '新しいスマートフォンの発表会、東京ビッグサイトにて',
  'おはようございます。雨の東京タワー',
];

describe('JapaneseNounReader', () => {
  let tables: IpadicTables;
  beforeAll(async () => {
    tables = await loadIpadicTables();
  });

  it('gives the same nouns for a text whatever it remembers from earlier texts', () => {
    const alone = TEXTS.map((text) => new JapaneseNounReader(tables).read(text));
    expect(alone[0]).toEqual(expect.arrayContaining(['東京', 'タワー']));
    const remembering = new JapaneseNounReader(tables);
    // Two sets of two segments: segments move between places and are forgotten in between.
    const churning = new JapaneseNounReader(tables, 2);
    for (let pass = 0; pass < 3; pass++) {
      expect(TEXTS.map((text) => remembering.read(text))).toEqual(alone);
      expect(TEXTS.map((text) => churning.read(text))).toEqual(alone);
    }
  });

  it('gives each word of the best path its own surface, lowercased, however often it is read', () => {
    // Known words (東京, タワー), unknown ones (a katakana run the dictionary lacks, Latin words),
    // each met again in other segments: a noun number kept per dictionary entry must still be
    // that word's, and an unknown word is never kept by entry.
    const texts = [
      ...TEXTS,
      'ズンドコベロンチョの東京タワー、ZunDoko Tower',
      'iPhoneとGALAXYとズンドコベロンチョ',
      '東京のiphone、大阪のGalaxy、ズンドコベロンチョ',
    ];
    const segmenter = new ViterbiSegmenter(tables);
    const expected = texts.map((text) =>
      japaneseSegments(text).flatMap((segment) => {
        const nouns: string[] = [];
        segmenter.segment(segment, (_kind, _id, start, end, noun) => {
          if (noun) nouns.push(segment.slice(start, end).toLowerCase());
        });
        return nouns;
      }),
    );
    expect(expected.flat()).toEqual(expect.arrayContaining(['iphone', 'galaxy', '東京', 'タワー']));
    // Two sets: most segments are analysed again rather than remembered.
    const reader = new JapaneseNounReader(tables, 1);
    for (let pass = 0; pass < 3; pass++) expect(texts.map((text) => reader.read(text))).toEqual(expected);
  });

  it('appends to the caller’s list without sharing what it remembers', () => {
    const reader = new JapaneseNounReader(tables);
    const first = reader.read('東京タワーに行きました', ['前']);
    first.push('後');
    expect(reader.read('東京タワーに行きました')).toEqual(first.slice(1, -1));
  });

  it('remembers at most two segments a set, and no long segment', () => {
    const reader = new JapaneseNounReader(tables, 4);
    for (let i = 0; i < 20; i++) reader.read(`東京${'一二三四五六七八九十'[i % 10]}番地${i}`);
    expect(reader.remembered).toBeLessThanOrEqual(8);
    const fresh = new JapaneseNounReader(tables);
    fresh.read('東京タワー'.repeat(20));
    expect(fresh.remembered).toBe(0);
  });
});

describe('japaneseSegments', () => {
  // The pattern split with before the scan over a table of breaking code units.
  const splitByPattern = (text: string): string[] =>
    text.split(/[\s\p{P}\p{S}\u{10000}-\u{10ffff}\ud800-\udfff]+/u).filter((segment) => segment.length > 0);

  it('splits at whitespace, punctuation, symbols and anything outside the BMP', () => {
    expect(japaneseSegments('東京タワー、夜景😀きれい！ A-B\u3000c\ud800d')).toEqual([
      '東京タワー',
      '夜景',
      'きれい',
      'A',
      'B',
      'c',
      'd',
    ]);
    expect(japaneseSegments('')).toEqual([]);
    expect(japaneseSegments('。。 ')).toEqual([]);
  });

  it('gives the segments the pattern split gives, on random texts', () => {
    const pieces = fc.constantFrom(
      '東京',
      'タワー',
      '、',
      '。',
      ' ',
      '\u3000',
      '😀',
      '\ud800',
      '\udc00',
      '#',
      'ｶﾀｶﾅ',
      '〜',
      'ー',
      '\n',
      'a',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 60 }),
          fc
            .array(fc.oneof(pieces, fc.string({ unit: 'grapheme', maxLength: 4 })), { maxLength: 20 })
            .map((parts) => parts.join('')),
        ),
        (text) => expect(japaneseSegments(text)).toEqual(splitByPattern(text)),
      ),
      { numRuns: 3000, seed: 20261127 },
    );
  });

  it('gives the segments the pattern split gives for every code unit alone', () => {
    for (let code = 0; code < 0x10000; code++) {
      const text = `a${String.fromCharCode(code)}b`;
      const segments = japaneseSegments(text);
      if (segments.join('|') !== splitByPattern(text).join('|'))
        expect({ code, segments }).toEqual({ code, segments: splitByPattern(text) });
    }
  });
});
