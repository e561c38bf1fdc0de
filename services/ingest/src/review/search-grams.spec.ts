import { describe, expect, it } from '@jest/globals';
import type { PostRecord } from '@kizuna/proto';
import fc from 'fast-check';
import { ReviewIndexBuilder, searchMatches } from './review-index.js';
import { buildSearchGrams, SearchGrams, type RangeReader } from './search-grams.js';
import { searchWithGrams } from './search-with-grams.js';

const post = (row: number, author: string, text: string): PostRecord => ({
  row,
  author,
  text,
  time: row,
  followers: null,
  others: [],
});

/** Both answers for the posts, each read as the service reads it: from the stored bytes. */
async function bothAnswers(posts: readonly PostRecord[], needle: string, wholeTextAboveBytes?: number) {
  const builder = new ReviewIndexBuilder();
  for (const p of posts) builder.add(p, 10);
  const { index, searchText } = builder.build();
  const gramsFile = buildSearchGrams(builder.searchLines());
  const textFile = Buffer.from(searchText, 'utf8');
  const reader =
    (file: Buffer): RangeReader =>
    (ranges) =>
      Promise.resolve(ranges.map(([start, end]) => Buffer.from(file.subarray(start, end))));
  const grams = await SearchGrams.open(reader(gramsFile));
  const viaGrams = await searchWithGrams(
    grams,
    { readRanges: reader(textFile), whole: () => Promise.resolve(textFile), holdsWhole: () => false },
    needle,
    wholeTextAboveBytes,
  );
  const scanned = searchMatches(textFile.toString('utf8'), index.searchStarts, needle);
  return { viaGrams: viaGrams && Array.from(viaGrams), scanned: Array.from(scanned) };
}

const posts = [
  post(0, 'Bob', 'ラーメン食べた 東京 ball'),
  post(1, 'alice', 'RT @Bob: ラーメン食べた'),
  post(2, 'carol', 'Football tonight 😀 ΟΔΟΣ'),
  post(3, 'alice', 'football again\u0001ab'),
  post(4, 'İzmir', 'lone \ud800 surrogate'),
  post(5, '', ''),
  // Every gram of 'abab' and of 'ラーメ', but neither: the candidates must be checked.
  post(6, 'x', 'aba bab ラー ーメ'),
];

describe('the review search through its gram index', () => {
  it.each([
    'ラーメン',
    '東京',
    'ー',
    'FOOTBALL',
    'ball to',
    'a',
    'al',
    '@bob:',
    '😀',
    'οδος',
    'i̇zmir',
    '\ufffd',
    'bab',
    'abab',
    'ラーメ',
    'ab',
    'all',
    'ALL',
    'll ',
    'tonight',
    'ラー',
    'ーメン',
    '食べた 東',
    'zz-nothing-zz',
    '',
  ])('finds %p exactly where a plain scan does', async (needle) => {
    const { viaGrams, scanned } = await bothAnswers(posts, needle);
    expect(viaGrams).toEqual(scanned);
    // Checking the candidates in the whole text kept in memory gives the same.
    expect((await bothAnswers(posts, needle, 0)).viaGrams).toEqual(scanned);
  });

  it('answers three kana or three Latin letters from the index alone, without reading the text', async () => {
    const builder = new ReviewIndexBuilder();
    const texts = ['みんなで行こう', 'みんな', 'みん なで', 'ラーメン食べた', 'the end', 'th he'];
    texts.forEach((text, row) => builder.add(post(row, 'u', text), 10));
    builder.build();
    const gramsFile = buildSearchGrams(builder.searchLines());
    const grams = await SearchGrams.open((ranges) =>
      Promise.resolve(ranges.map(([start, end]) => Buffer.from(gramsFile.subarray(start, end)))),
    );
    const unreadable = {
      readRanges: () => Promise.reject(new Error('the search text was read')),
      whole: () => Promise.reject(new Error('the search text was read')),
      holdsWhole: () => false,
    };
    const hits = async (needle: string) => Array.from((await searchWithGrams(grams, unreadable, needle))!);
    expect(await hits('みんな')).toEqual([1, 1, 0, 0, 0, 0]);
    expect(await hits('ラーメ')).toEqual([0, 0, 0, 1, 0, 0]);
    expect(await hits('the')).toEqual([0, 0, 0, 0, 1, 0]);
    // Kanji among the three: the candidates are checked in the text.
    await expect(searchWithGrams(grams, unreadable, 'ン食べ')).rejects.toThrow('the search text was read');
  });

  it('leaves a search with a lone surrogate to the scan (null)', async () => {
    expect((await bothAnswers(posts, '\ud83d')).viaGrams).toBeNull();
  });

  it('answers any search as the scan does, for any posts', async () => {
    const unit = fc.constantFrom('a', 'b', 'A', 'あ', 'ア', '東', '😀', ' ', '\u0001', 'ß', 'İ', '\ud800', 'Σ', '@');
    const text = fc.array(unit, { maxLength: 12 }).map((units) => units.join(''));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(text, text), { maxLength: 30 }),
        text,
        fc.boolean(),
        async (raw, needle, whole) => {
          const { viaGrams, scanned } = await bothAnswers(
            raw.map(([author, body], row) => post(row, author, body)),
            needle.trim(),
            whole ? 0 : undefined,
          );
          if (viaGrams !== null) expect(viaGrams).toEqual(scanned);
        },
      ),
      { numRuns: 400, seed: 20261123 },
    );
  });

  it('answers searches made of few letters (many shared grams) as the scan does', async () => {
    const text = fc.array(fc.constantFrom('a', 'b', 'ア', 'ー', ' '), { maxLength: 10 }).map((units) => units.join(''));
    await fc.assert(
      fc.asyncProperty(
        fc.array(text, { maxLength: 20 }),
        text.filter((t) => t.trim().length >= 3),
        async (texts, needle) => {
          const { viaGrams, scanned } = await bothAnswers(
            texts.map((body, row) => post(row, 'u', body)),
            needle.trim(),
          );
          expect(viaGrams).toEqual(scanned);
        },
      ),
      { numRuns: 300, seed: 20261123 },
    );
  });

  it('finds searches across the windows a long post is read in', async () => {
    const long = `${'x'.repeat(65_533)}needle${'y'.repeat(140_000)}haystack`;
    const many = [post(0, 'a', long), post(1, 'b', 'short needle'), post(2, 'c', 'xy')];
    for (const needle of ['xneedle', 'needley', 'xne', 'dle', 'yh', 'yhaystack', 'xx', 'needle']) {
      const { viaGrams, scanned } = await bothAnswers(many, needle);
      expect(viaGrams).toEqual(scanned);
      expect(scanned[0]).toBe(1);
    }
  });

  it('checks far-apart candidates in their own lines when the whole text is in hand', async () => {
    // Every three-letter gram of 'sakura' but not the word, every 100 posts of 1 kB; the word once, last.
    const filler = 'x'.repeat(1000);
    const many = Array.from({ length: 300 }, (_, i) =>
      post(i, `u${i}`, i === 299 ? 'sakura' : i % 100 === 0 ? 'saku kura' : filler),
    );
    const { viaGrams, scanned } = await bothAnswers(many, 'sakura', 0);
    expect(viaGrams).toEqual(scanned);
    expect(scanned.filter((h) => h === 1)).toHaveLength(1);
    expect(scanned[299]).toBe(1);
  });

  it('keeps posting lists of far-apart posts (multi-byte gaps) intact', async () => {
    const many = Array.from({ length: 40_000 }, (_, i) => post(i, `u${i}`, i % 19_999 === 0 ? 'needle here' : 'hay'));
    const { viaGrams, scanned } = await bothAnswers(many, 'needle');
    expect(viaGrams).toEqual(scanned);
    expect(scanned.filter((h) => h === 1)).toHaveLength(3);
  });
});
