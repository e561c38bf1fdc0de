import { describe, expect, it } from '@jest/globals';
import { tokenizeCorpus, tokenizeCorpusToMatrix } from './tokenize-corpus.js';

describe('tokenizeCorpus', () => {
  it('returns terms aligned with the texts', async () => {
    const terms = await tokenizeCorpus([
      '東京タワーに行きました',
      '',
      'Running dogs chased the cats',
      '東京タワーに行きました',
    ]);
    expect(terms).toEqual([['東京', 'タワー'], [], ['dog', 'chased', 'cat'], ['東京', 'タワー']]);
  });

  it('tokenizes each distinct text once, counting retweet copies as their original', async () => {
    const progress: Array<[number, number]> = [];
    const terms = await tokenizeCorpus(
      ['RT @a: 渋谷でラーメン', '渋谷でラーメン', 'RT @b: 渋谷でラーメン', 'RT @b: 渋谷でラーメン', '写真'],
      { onProgress: (done, total) => progress.push([done, total]) },
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

  it('tokenizes texts that differ only by their links once, with the terms each would get alone', async () => {
    const progress: Array<[number, number]> = [];
    const texts = [
      '新宿で #カレー https://t.co/aaa',
      'RT @x: 新宿で #カレー https://t.co/bbb',
      'Ｎｅｗ ｍｅｎｕ http://ex.com/a',
    ];
    const terms = await tokenizeCorpus(texts, { onProgress: (done, total) => progress.push([done, total]) });
    expect(progress.at(-1)).toEqual([2, 2]);
    for (const [i, text] of texts.entries()) expect(terms[i]).toEqual((await tokenizeCorpus([text]))[0]);
  });

  it('numbers the vocabulary by first appearance', async () => {
    const matrix = await tokenizeCorpusToMatrix(['カメラと写真', '富士山の写真', 'カメラ']);
    expect(matrix.vocabulary).toEqual(['カメラ', '写真', '富士山']);
    expect(Array.from(matrix.offsets)).toEqual([0, 2, 4, 5]);
    expect(Array.from(matrix.termIds)).toEqual([0, 1, 2, 1, 0]);
  });
});
