import { describe, expect, it } from '@jest/globals';
import { readCsvRecords, sharedDataFile } from './test-support/shared-data.js';
import { postTermsFromMatrix } from './term-matrix.js';
import { tokenizeCorpus, tokenizeCorpusToMatrix } from './tokenize-corpus.js';

const [header, ...rows] = readCsvRecords(sharedDataFile('posts', 'twitter-json-ja', 'twitter_ja_100.csv'));
const jaTexts = rows.map((row) => row[header.indexOf('text')]);
const enTexts = [
  'Running dogs chased the cats',
  'RT @news_bot: People stand in long queues at the banks #Demonetization',
  'People stand in long queues at the banks #Demonetization',
  'Apple and Google are big companies in the USA.',
];

describe('tokenizeCorpus', () => {
  it('returns terms aligned with the texts', async () => {
    const terms = await tokenizeCorpus(
      ['東京タワーに行きました', '', 'Running dogs chased the cats', '東京タワーに行きました'],
      {
        threads: 0,
      },
    );
    expect(terms).toEqual([['東京', 'タワー'], [], ['dog', 'chased', 'cat'], ['東京', 'タワー']]);
  });

  it('tokenizes each distinct text once, counting retweet copies as their original', async () => {
    const progress: Array<[number, number]> = [];
    const terms = await tokenizeCorpus(
      ['RT @a: 渋谷でラーメン', '渋谷でラーメン', 'RT @b: 渋谷でラーメン', 'RT @b: 渋谷でラーメン', '写真'],
      { threads: 0, onProgress: (done, total) => progress.push([done, total]) },
    );
    expect(progress.at(-1)).toEqual([2, 2]);
    expect(terms).toEqual([
      ['渋谷', 'ラーメン'],
      ['渋谷', 'ラーメン'],
      ['渋谷', 'ラーメン'],
      ['渋谷', 'ラーメン'],
      ['写真'],
    ]);
  });

  it('numbers the vocabulary by first appearance', async () => {
    const matrix = await tokenizeCorpusToMatrix(['カメラと写真', '富士山の写真', 'カメラ'], { threads: 0 });
    expect(matrix.vocabulary).toEqual(['カメラ', '写真', '富士山']);
    expect(Array.from(matrix.offsets)).toEqual([0, 2, 4, 5]);
    expect(Array.from(matrix.termIds)).toEqual([0, 1, 2, 1, 0]);
  });

  it('gives the same result on worker threads as in this thread', async () => {
    // Enough text for several chunks, so two workers each meet terms the other has not seen.
    const variants = Array.from({ length: 60 }, (_, i) => jaTexts.map((text) => `${text} #タグ${i}`)).flat();
    const texts = [...jaTexts, ...enTexts, ...variants];
    expect(texts.reduce((chars, text) => chars + text.length, 0)).toBeGreaterThan(400_000);
    const here = await tokenizeCorpusToMatrix(texts, { threads: 0 });
    const progress: number[] = [];
    const pooled = await tokenizeCorpusToMatrix(texts, { threads: 2, onProgress: (done) => progress.push(done) });
    expect(pooled.vocabulary).toEqual(here.vocabulary);
    expect(Array.from(pooled.offsets)).toEqual(Array.from(here.offsets));
    expect(Array.from(pooled.termIds)).toEqual(Array.from(here.termIds));
    expect(progress.at(-1)).toBe(new Set(texts.map((t) => t.replace(/^RT @\w+: /, ''))).size);
    expect(postTermsFromMatrix(pooled)[jaTexts.length + 2]).toEqual(['#demonetization', 'people', 'queue', 'bank']);
  }, 30_000);

  it('rejects a negative or fractional thread count', async () => {
    await expect(tokenizeCorpus(['a'], { threads: -1 })).rejects.toThrow(RangeError);
    await expect(tokenizeCorpus(['a'], { threads: 1.5 })).rejects.toThrow(RangeError);
  });
});
