import { describe, expect, it } from '@jest/globals';
import {
  termMatrixOfChunks,
  termMatrixOfChunksYielding,
  tokenizeCorpus,
  tokenizeCorpusToMatrix,
} from './tokenize-corpus.js';
import type { ChunkTerms } from './tokenize-texts.js';
import { Vocabulary } from './vocabulary.js';

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

  it('builds the same matrix when it yields to the event loop on the way (a corpus of a million terms and more)', async () => {
    const vocabulary = new Vocabulary();
    for (let t = 0; t < 3_000; t++) vocabulary.intern(`term${t}`);
    let seed = 7;
    const next = (n: number) => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % n;
    const chunks = (): ChunkTerms[] =>
      Array.from({ length: 12 }, () => {
        const offsets = new Int32Array(5_001);
        const ids: number[] = [];
        for (let i = 0; i < 5_000; i++) {
          for (let j = next(20); j > 0; j--) ids.push(next(3_000));
          offsets[i + 1] = ids.length;
        }
        // Now and then a text a step could not handle: its posts are counted as skipped.
        const skipped = ids.length % 2 === 0 ? [{ text: 3, reason: 'japanese_tokenizer' as const }] : [];
        return { offsets, termIds: Int32Array.from(ids), skipped };
      });
    const keyIndex = Int32Array.from({ length: 150_000 }, () => next(60_000));
    seed = 7;
    const whole = termMatrixOfChunks(chunks(), keyIndex, 60_000, vocabulary);
    seed = 7;
    const yielding = await termMatrixOfChunksYielding(chunks(), keyIndex, 60_000, vocabulary);
    expect(whole.termIds.length).toBeGreaterThan(1_000_000);
    expect(yielding.vocabulary).toEqual(whole.vocabulary);
    // Compared as bytes: Jest's deep equality takes a minute on arrays of millions.
    const same = (a: Int32Array, b: Int32Array) => Buffer.from(a.buffer).equals(Buffer.from(b.buffer));
    expect(same(yielding.offsets, whole.offsets)).toBe(true);
    expect(same(yielding.termIds, whole.termIds)).toBe(true);
    expect(yielding.skipped).toEqual(whole.skipped);
  });
});
