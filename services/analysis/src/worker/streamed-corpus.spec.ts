import { describe, expect, it } from '@jest/globals';
import { readCsvRecords, sharedDataFile } from '../engine/text/test-support/shared-data.js';
import { tokenizeCorpusToMatrix } from '../engine/text/tokenize-corpus.js';
import { Vocabulary } from '../engine/text/vocabulary.js';
import type { TermMatrix } from '../engine/types.js';
import { StreamedCorpus } from './streamed-corpus.js';
import { TokenizeWorkers } from './tokenize-pool.js';

// Real posts (shared data): English with many retweets, and Japanese. Runs the compiled
// tokenize worker from dist, like the other worker tests.
function column(file: string, name: string): string[] {
  const [header, ...rows] = readCsvRecords(file);
  return rows.map((row) => row[header.indexOf(name)]);
}
const english = column(sharedDataFile('posts', 'demonetization-en', 'demonetization-tweets.utf8.csv'), 'text');
const japanese = column(sharedDataFile('posts', 'koume-ja', 'dayukoume.csv'), 'tweet');

function plain(matrix: TermMatrix): unknown {
  return {
    vocabulary: matrix.vocabulary,
    offsets: Array.from(matrix.offsets),
    termIds: Array.from(matrix.termIds),
    skipped: matrix.skipped,
  };
}

describe('StreamedCorpus', () => {
  it('gives the terms of the whole corpus at once, with chunks sent before and after the workers start', async () => {
    // Interleaved so that chunks hold both languages and retweets repeat texts seen chunks before.
    const texts: string[] = [];
    for (let i = 0; i < Math.max(english.length, japanese.length); i++) {
      if (i < english.length) texts.push(english[i]);
      if (i < japanese.length) texts.push(japanese[i]);
    }
    expect(texts.length).toBeGreaterThan(12_000);
    const corpus = new StreamedCorpus();
    const half = Math.floor(texts.length / 2);
    // The first half arrives before the workers exist (their chunks wait), the rest after.
    for (const text of texts.slice(0, half)) corpus.add(text);
    corpus.start(new TokenizeWorkers(2));
    for (const text of texts.slice(half)) corpus.add(text);
    const streamed = await corpus.finish();
    expect(plain(streamed)).toEqual(plain(await tokenizeCorpusToMatrix(texts)));
    expect(streamed.offsets.length).toBe(texts.length + 1);
  }, 60_000);

  it('answers an empty corpus', async () => {
    const corpus = new StreamedCorpus();
    corpus.start(new TokenizeWorkers(1));
    const matrix = await corpus.finish();
    expect(plain(matrix)).toEqual(plain(await tokenizeCorpusToMatrix([])));
  });

  it('ignores texts once discarded, and cannot be started then', () => {
    const corpus = new StreamedCorpus();
    corpus.add('ramen');
    corpus.discard();
    expect(() => corpus.add('sushi')).not.toThrow();
    expect(() => corpus.start(new TokenizeWorkers(0))).toThrow('discarded');
  });

  it('refuses a chunk after the end, and a second use of its workers', async () => {
    const workers = new TokenizeWorkers(1);
    const stream = workers.stream(new Vocabulary());
    stream.submit(['カメラと写真']);
    const parts = await stream.end();
    expect(parts).toHaveLength(1);
    expect(() => stream.submit(['x'])).toThrow('after end');
    await expect(workers.tokenize([['x']], new Vocabulary())).rejects.toThrow('used once');
  });

  it('is stopped half way (the posts could not be read) without a rejection left unhandled', async () => {
    // Unhandled, it ended the whole process: the read's failure was the job's to report.
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const workers = new TokenizeWorkers(1);
      workers.stream(new Vocabulary()).submit(['カメラと写真']);
      await workers.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});
