import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { encodePostLine } from '@kizuna/proto';
import type { KizunaConfig } from '@kizuna/platform/config';
import { JsonLogger } from '@kizuna/platform/logging';
import { isStorageFull, LocalObjectStore } from '@kizuna/platform/objects';
import { FullObjectStore } from '@kizuna/platform/objects-testing';
import { JobFailure } from '../failures/job-failure.js';
import { WorkCancelled } from '../failures/work-wanted.js';
import { projectsLiveness } from '../failures/test-support/projects-liveness.js';
import { termMatrixFromPostTerms, tokenizeCorpusToMatrix } from '../engine/text/index.js';
import { CorpusKeys } from '../engine/text/corpus-keys.js';
import { termKey } from '../engine/text/post-text.js';
import { StreamedCorpus } from '../worker/streamed-corpus.js';
import { fromColumns, type PostsPortMessage } from '../worker/analysis-messages.js';
import type { Post } from '../engine/types.js';
import { resultKeys } from '../results/result-keys.js';
import { encodeTerms } from '../results/terms-codec.js';
import { DatasetInputsLoader } from './dataset-inputs.js';

describe('DatasetInputsLoader', () => {
  let dir: string;
  let objects: LocalObjectStore;
  const posts = [
    { row: 0, author: 'alice', text: 'ramen noodles', time: 1_700_000_000_000, followers: 5, others: [] },
    { row: 1, author: 'bob', text: 'RT @alice: ramen noodles', time: 1_700_000_060_000, followers: null, others: [] },
  ];

  /** Tokenize threads per dataset; the dictionary tables the suite compiled once (scripts/jest-global-setup.mjs). */
  const config = (workers: number) =>
    ({
      analysis: { workers, dictionaryCacheDir: process.env.DICTIONARY_CACHE_DIR ?? path.join(dir, 'cache') },
    }) as KizunaConfig;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-inputs-'));
    objects = new LocalObjectStore({ directory: dir });
    await objects.put('datasets/d1/posts.ndjson', posts.map(encodePostLine).join(''));
    // A cached term matrix, as a first run leaves it: this run must not tokenize again.
    await objects.put(
      resultKeys.terms('d1'),
      encodeTerms(
        termMatrixFromPostTerms([
          ['ramen', 'noodles'],
          ['ramen', 'noodles'],
        ]),
      ),
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the posts, takes the cached terms, and lets the dataset go when idle', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      const loader = new DatasetInputsLoader(objects, config(1), new JsonLogger('t', 'error'));
      const first = loader.load('d1', 'datasets/d1/posts.ndjson');
      const { posts: read, terms } = await first;
      expect(read).toEqual(posts.map(({ others: _others, ...p }) => p));
      expect(Array.from(terms.offsets)).toEqual([0, 2, 4]);
      const held = loader.posts('d1', 'datasets/d1/posts.ndjson');
      expect(await held).toBe(read);
      jest.advanceTimersByTime(DatasetInputsLoader.KEEP_IDLE_MS - 1000);
      // Used again before the time is up: still held, and the clock starts again.
      expect(loader.posts('d1', 'datasets/d1/posts.ndjson')).toBe(held);
      expect(await loader.terms('d1', 'datasets/d1/posts.ndjson')).toBe(terms);
      jest.advanceTimersByTime(DatasetInputsLoader.KEEP_IDLE_MS + 1);
      const reread = loader.load('d1', 'datasets/d1/posts.ndjson');
      expect((await reread).posts).not.toBe(read);
      expect((await reread).posts).toEqual(read);
    } finally {
      jest.useRealTimers();
    }
  });

  it('fails tokenizing on a full disk as storage full, keeping no terms file', async () => {
    await objects.put('datasets/full/posts.ndjson', posts.map(encodePostLine).join(''));
    const full = new FullObjectStore(objects, 0);
    const loader = new DatasetInputsLoader(full, config(0), new JsonLogger('t', 'error'));
    const failed = await loader.terms('full', 'datasets/full/posts.ndjson').catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(JobFailure);
    expect(isStorageFull(failed)).toBe(true);
    expect(await objects.stat(resultKeys.terms('full'))).toBeNull();
  });

  it('keeps no terms of a dataset whose project was deleted while it was tokenized', async () => {
    await objects.put('datasets/gone/posts.ndjson', posts.map(encodePostLine).join(''));
    const liveness = projectsLiveness();
    liveness.gone.add('gone');
    const loader = new DatasetInputsLoader(objects, config(0), new JsonLogger('t', 'error'), liveness.wanted);
    await expect(loader.terms('gone', 'datasets/gone/posts.ndjson')).rejects.toBeInstanceOf(WorkCancelled);
    expect(await objects.stat(resultKeys.terms('gone'))).toBeNull();
  });

  it('lets go of the posts alone while their terms are kept', async () => {
    const loader = new DatasetInputsLoader(objects, config(1), new JsonLogger('t', 'error'));
    const read = await loader.posts('d1', 'datasets/d1/posts.ndjson');
    const terms = await loader.terms('d1', 'datasets/d1/posts.ndjson');
    loader.releasePosts('d1');
    expect(await loader.terms('d1', 'datasets/d1/posts.ndjson')).toBe(terms);
    const again = await loader.posts('d1', 'datasets/d1/posts.ndjson');
    expect(again).not.toBe(read);
    expect(again).toEqual(read);
  });

  describe('a large file (from 10 MB)', () => {
    // 44,000 posts of about 250 bytes; few distinct texts, so tokenizing them is quick.
    const texts = Array.from(
      { length: 44_000 },
      (_, i) =>
        `${i % 3 === 0 ? 'RT @alice: ' : ''}ramen ${i % 97} and sushi in Tokyo ${'とても美味しい店です。'.repeat(i % 5)} ${'#food '.repeat(20)}`,
    );
    const big = texts.map((text, row) => ({
      row,
      author: `user${row % 900}`,
      text,
      time: 1_700_000_000_000 + row,
      followers: null,
      others: [],
    }));

    // The terms the whole corpus gets tokenized in one go here: what every way of reading it must give.
    let reference: ReturnType<typeof tokenizeCorpusToMatrix> | undefined;
    const whole = () => (reference ??= tokenizeCorpusToMatrix(texts));

    beforeAll(async () => {
      const lines = big.map(encodePostLine).join('');
      expect(Buffer.byteLength(lines)).toBeGreaterThan(10_000_000);
      for (const d of ['d2', 'd3', 'd5', 'd6']) await objects.put(`datasets/${d}/posts.ndjson`, lines);
    });

    /** Prepares the dataset as AnalysisJob.prepare does: terms asked, then the posts sent to a port (here, this thread). */
    async function preparedThroughPort(loader: DatasetInputsLoader, id: string) {
      const key = `datasets/${id}/posts.ndjson`;
      const terms = loader.terms(id, key);
      const { port1, port2 } = new MessageChannel();
      const received: Post[] = [];
      const end = new Promise<number>((resolve) =>
        port2.on('message', (message: PostsPortMessage) => {
          if (message.kind === 'posts') received.push(...fromColumns(message.posts));
          else resolve(message.count);
        }),
      );
      try {
        const sent = await loader.sendPosts(id, key, port1);
        expect(await end).toBe(sent);
        return { posts: received, terms: await terms };
      } finally {
        port2.close();
      }
    }

    it('is tokenized while it is read straight into another thread (as prepare does): same posts, same terms', async () => {
      const loader = new DatasetInputsLoader(objects, config(2), new JsonLogger('t', 'error'));
      const chunks = jest.spyOn(StreamedCorpus.prototype, 'addChunk');
      const keysHere = jest.spyOn(CorpusKeys.prototype, 'addKey');
      try {
        const { posts, terms } = await preparedThroughPort(loader, 'd5');
        const sent = big.map(({ others: _others, ...p }) => p);
        expect(posts).toHaveLength(sent.length);
        // Post by post (toEqual on 44,000 posts takes seconds): the first one apart, if any.
        expect(posts.find((post, i) => JSON.stringify(post) !== JSON.stringify(sent[i])) ?? null).toBeNull();
        // The corpus got its distinct keys in chunks, found by the thread that parsed the posts:
        // none was counted on this thread (its event loop answers the HTTP API).
        const distinct = new Set(texts.map(termKey)).size;
        expect(chunks.mock.calls.reduce((n, [chunk]) => n + chunk.length, 0)).toBe(distinct);
        expect(keysHere).not.toHaveBeenCalled();
        const expected = await whole();
        expect(terms.vocabulary).toEqual(expected.vocabulary);
        expect(firstDifference(terms.offsets, expected.offsets)).toBeNull();
        expect(firstDifference(terms.termIds, expected.termIds)).toBeNull();
      } finally {
        chunks.mockRestore();
        keysHere.mockRestore();
      }
    }, 60_000);

    it('gives the same terms read straight into another thread and tokenized after the read (no tokenize workers)', async () => {
      const loader = new DatasetInputsLoader(objects, config(0), new JsonLogger('t', 'error'));
      const { posts, terms } = await preparedThroughPort(loader, 'd6');
      expect(posts).toHaveLength(big.length);
      const expected = await whole();
      expect(terms.vocabulary).toEqual(expected.vocabulary);
      expect(firstDifference(terms.termIds, expected.termIds)).toBeNull();
    }, 60_000);

    it('is tokenized while it is read when the terms are asked first (as prepare does)', async () => {
      const loader = new DatasetInputsLoader(objects, config(2), new JsonLogger('t', 'error'));
      let addedWhileReading = -1;
      // Calls through: the corpus still gets every text.
      const spy = jest.spyOn(StreamedCorpus.prototype, 'add');
      try {
        const terms = loader.terms('d2', 'datasets/d2/posts.ndjson');
        const posts = loader.posts('d2', 'datasets/d2/posts.ndjson');
        void posts.then(() => (addedWhileReading = spy.mock.calls.length));
        expect(await posts).toHaveLength(big.length);
        const matrix = await terms;
        // Every text went to the corpus during the read, none afterwards.
        expect(addedWhileReading).toBe(big.length);
        expect(spy.mock.calls.length).toBe(big.length);
        const expected = await whole();
        expect(matrix.vocabulary).toEqual(expected.vocabulary);
        expect(firstDifference(matrix.offsets, expected.offsets)).toBeNull();
        expect(firstDifference(matrix.termIds, expected.termIds)).toBeNull();
        expect(loader.tokenizeMs('d2')).toBeGreaterThan(0);
        // Cached for the next process: the stored terms are the same.
        const again = new DatasetInputsLoader(objects, config(2), new JsonLogger('t', 'error'));
        const stored = await again.terms('d2', 'datasets/d2/posts.ndjson');
        expect(firstDifference(stored.termIds, expected.termIds)).toBeNull();
        expect(again.tokenizeMs('d2')).toBe(0);
      } finally {
        spy.mockRestore();
      }
    }, 60_000);

    it('gives the same terms when the posts were read first (as a run asks)', async () => {
      const loader = new DatasetInputsLoader(objects, config(2), new JsonLogger('t', 'error'));
      const { posts, terms } = await loader.load('d3', 'datasets/d3/posts.ndjson');
      expect(posts).toHaveLength(big.length);
      const expected = await whole();
      expect(terms.vocabulary).toEqual(expected.vocabulary);
      expect(firstDifference(terms.termIds, expected.termIds)).toBeNull();
    }, 60_000);
  });
});

/**
 * Where two long number arrays first differ (null: nowhere), said with both values: toEqual on a
 * million numbers takes seconds a comparison.
 */
function firstDifference(got: ArrayLike<number>, expected: ArrayLike<number>): string | null {
  const n = Math.max(got.length, expected.length);
  for (let i = 0; i < n; i++)
    if (got[i] !== expected[i])
      return `at ${i} of ${got.length} (expected ${expected.length}): ${got[i]} instead of ${expected[i]}`;
  return null;
}
