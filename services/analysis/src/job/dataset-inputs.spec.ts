import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { encodePostLine } from '@kizuna/proto';
import type { KizunaConfig } from '@kizuna/platform/config';
import { JsonLogger } from '@kizuna/platform/logging';
import { LocalObjectStore } from '@kizuna/platform/objects';
import { termMatrixFromPostTerms } from '../engine/text/index.js';
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
      const loader = new DatasetInputsLoader(
        objects,
        { analysis: { workers: 1 } } as KizunaConfig,
        new JsonLogger('t', 'error'),
      );
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

  it('lets go of the posts alone while their terms are kept', async () => {
    const loader = new DatasetInputsLoader(
      objects,
      { analysis: { workers: 1 } } as KizunaConfig,
      new JsonLogger('t', 'error'),
    );
    const read = await loader.posts('d1', 'datasets/d1/posts.ndjson');
    const terms = await loader.terms('d1', 'datasets/d1/posts.ndjson');
    loader.releasePosts('d1');
    expect(await loader.terms('d1', 'datasets/d1/posts.ndjson')).toBe(terms);
    const again = await loader.posts('d1', 'datasets/d1/posts.ndjson');
    expect(again).not.toBe(read);
    expect(again).toEqual(read);
  });
});
