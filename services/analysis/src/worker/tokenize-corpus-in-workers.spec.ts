import { describe, expect, it } from '@jest/globals';
import os from 'node:os';
import { roomToLowerPriority, threadNiceValues } from '@kizuna/platform/threads';
import { readCsvRecords, sharedDataFile } from '../engine/text/test-support/shared-data.js';
import { postTermsFromMatrix } from '../engine/text/term-matrix.js';
import { tokenizeCorpusToMatrix } from '../engine/text/tokenize-corpus.js';
import { tokenizeCorpusInWorkers } from './tokenize-corpus-in-workers.js';
import { TokenizeWorkers } from './tokenize-pool.js';

// Runs the compiled tokenize worker from dist: the test script builds (tsc -b) before Jest runs.
const [header, ...rows] = readCsvRecords(sharedDataFile('posts', 'twitter-json-ja', 'twitter_ja_100.csv'));
const jaTexts = rows.map((row) => row[header.indexOf('text')]);
const enTexts = [
  'Running dogs chased the cats',
  'RT @news_bot: People stand in long queues at the banks #Demonetization',
  'People stand in long queues at the banks #Demonetization',
  'Apple and Google are big companies in the USA.',
];

describe('tokenizeCorpusInWorkers', () => {
  it('gives the same result on worker threads as in this thread', async () => {
    // Enough text for several chunks, so two workers each meet terms the other has not seen.
    const variants = Array.from({ length: 60 }, (_, i) => jaTexts.map((text) => `${text} #タグ${i}`)).flat();
    const texts = [...jaTexts, ...enTexts, ...variants];
    expect(texts.reduce((chars, text) => chars + text.length, 0)).toBeGreaterThan(400_000);
    const here = await tokenizeCorpusToMatrix(texts);
    const progress: number[] = [];
    let distinct = 0;
    const pooled = await tokenizeCorpusInWorkers(texts, {
      threads: 2,
      onProgress: (done, total) => {
        progress.push(done);
        distinct = total;
      },
    });
    expect(pooled.vocabulary).toEqual(here.vocabulary);
    expect(Array.from(pooled.offsets)).toEqual(Array.from(here.offsets));
    expect(Array.from(pooled.termIds)).toEqual(Array.from(here.termIds));
    // Every distinct text is reported done, and texts equal but for a retweet prefix count once.
    expect(progress.at(-1)).toBe(distinct);
    expect(distinct).toBeLessThan(new Set(texts).size);
    expect(postTermsFromMatrix(pooled)[jaTexts.length + 2]).toEqual(['#demonetization', 'people', 'queue', 'bank']);
  }, 120_000);

  // Told apart by their nice value: not possible when the test itself runs at nice 19.
  (roomToLowerPriority(6) ? it : it.skip)(
    'runs its worker threads at the nice value it was given, not the calling thread',
    async () => {
      const mainBefore = os.getPriority(0);
      const nice = mainBefore + 6;
      const lowered = new Set<number>();
      // Sampled as chunks come back: the workers are still alive then.
      await tokenizeCorpusInWorkers(jaTexts, {
        threads: 2,
        nice,
        onProgress: () => {
          for (const [tid, n] of threadNiceValues()) if (n === nice) lowered.add(tid);
        },
      });
      expect(lowered.size).toBeGreaterThanOrEqual(1);
      expect(lowered.has(process.pid)).toBe(false);
      expect(os.getPriority(0)).toBe(mainBefore);
      // The workers are gone once the promise settles.
      expect([...threadNiceValues().values()].filter((n) => n === nice)).toEqual([]);
    },
    30_000,
  );

  it('tokenizes in this thread with 0 threads', async () => {
    const matrix = await tokenizeCorpusInWorkers(['カメラと写真', '富士山の写真', 'カメラ'], { threads: 0 });
    expect(matrix.vocabulary).toEqual(['カメラ', '写真', '富士山']);
  });

  it('rejects a negative or fractional thread count', async () => {
    await expect(tokenizeCorpusInWorkers(['a'], { threads: -1 })).rejects.toThrow(RangeError);
    await expect(tokenizeCorpusInWorkers(['a'], { threads: 1.5 })).rejects.toThrow(RangeError);
  });

  // Told apart by their nice value: not possible when the test itself runs at nice 19.
  (roomToLowerPriority(4) ? it : it.skip)('stops workers started early and never used', async () => {
    const nice = os.getPriority(0) + 4;
    const early = new TokenizeWorkers(1, nice);
    const lowered = () => [...threadNiceValues().values()].filter((n) => n === nice);
    const started = Date.now();
    while (lowered().length === 0 && Date.now() - started < 5_000) await new Promise((r) => setTimeout(r, 20));
    expect(lowered()).toHaveLength(1);
    await early.close();
    expect(lowered()).toEqual([]);
  });
});
