import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { busyMs } from '@kizuna/platform/threads';
import { encodePostLine, parsePostsFile, type PostRecord } from '@kizuna/proto';
import type { KizunaConfig } from '@kizuna/platform/config';
import { JsonLogger } from '@kizuna/platform/logging';
import { LocalObjectStore } from '@kizuna/platform/objects';
import { termMatrixFromPostTerms } from '../engine/text/index.js';
import type { AnalysisOptions } from '../engine/types.js';
import { resultKeys } from '../results/result-keys.js';
import { encodeTerms } from '../results/terms-codec.js';
import { AnalysisWorkerPool } from '../worker/analysis-worker-pool.js';
import { DatasetInputsLoader } from './dataset-inputs.js';

// Real object store, loader and worker pool (the compiled workers from dist): a project's posts
// read as prepare reads them, straight from the parse worker into the analysis worker.

function postRecords(count: number): PostRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    row: i,
    author: `user${i % 997}`,
    text:
      i % 3 === 0
        ? `RT @user${i % 31}: ラーメンの話 ${i % 50} と "quoted" https://example.com/${i}`
        : `post number ${i} about noodles and the weather, with some more words to make it longer`,
    time: 1_700_000_000_000 + i * 1000,
    followers: i % 5 === 0 ? null : i,
    others: i % 7 === 0 ? ['x'] : [],
  }));
}

/** A few terms per post, cached as a first tokenizing leaves them (the count is what is checked). */
function cachedTerms(records: readonly PostRecord[]) {
  return termMatrixFromPostTerms(records.map((p) => p.text.split(' ').slice(-3)));
}

const config = {
  // The dictionary tables the suite compiled once (scripts/jest-global-setup.mjs), else compiled here.
  analysis: {
    workers: 1,
    dictionaryCacheDir: process.env.DICTIONARY_CACHE_DIR ?? path.join(os.tmpdir(), 'kizuna-dictionary-cache'),
  },
  workerNice: 0,
} as unknown as KizunaConfig;
const options: AnalysisOptions = { k: 3, seed: 5, relations: ['retweet'], displayCap: 2000 };

describe('a project’s posts read straight into an analysis worker (as prepare reads them)', () => {
  let dir: string;
  let objects: LocalObjectStore;
  const pool = new AnalysisWorkerPool({ maxWorkers: 1 });
  const small = postRecords(10_000);
  const big = postRecords(160_000);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-straight-'));
    objects = new LocalObjectStore({ directory: dir });
    for (const [id, records] of [
      ['small', small],
      ['big', big],
    ] as const) {
      const lines = records.map(encodePostLine).join('');
      await objects.put(`datasets/${id}/posts.ndjson`, lines);
      await objects.put(resultKeys.terms(id), encodeTerms(cachedTerms(records)));
    }
    // Parsed in a worker from 1 MB; the large one about 20 MB.
    expect((await objects.stat('datasets/small/posts.ndjson'))?.size).toBeGreaterThan(1_000_000);
    expect((await objects.stat('datasets/big/posts.ndjson'))?.size).toBeGreaterThan(18_000_000);
  });
  afterAll(async () => {
    await pool.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** Warms a worker with the dataset as AnalysisJob.prepare does. */
  function prepare(loader: DatasetInputsLoader, id: string) {
    const key = `datasets/${id}/posts.ndjson`;
    const terms = loader.terms(id, key);
    return pool.warm({
      datasetKey: id,
      sendPosts: (to) => loader.sendPosts(id, key, to),
      relations: options.relations,
      seed: options.seed,
      terms,
    });
  }

  it('gives the run the same posts, in the same order, as a run that reads them itself', async () => {
    const loader = new DatasetInputsLoader(objects, config, new JsonLogger('t', 'error'));
    await expect(prepare(loader, 'small')).resolves.toBe(true);
    const { run: straight } = await pool.run({
      inputs: () => Promise.reject(new Error('must not be read again')),
      options,
      datasetKey: 'small',
    });
    const { run: read } = await pool.run({
      inputs: () =>
        new DatasetInputsLoader(objects, config, new JsonLogger('t', 'error')).load(
          'small',
          'datasets/small/posts.ndjson',
        ),
      options,
      datasetKey: 'small-read-here',
    });
    expect(straight.summary.users).toBeGreaterThan(900);
    expect(straight).toEqual(read);
  }, 60_000);

  it('fails with the bad line’s message, and the worker lets the dataset go', async () => {
    const lines = small.map(encodePostLine);
    lines[7_000] = '[1, "bob"\n';
    await objects.put('datasets/bad/posts.ndjson', lines.join(''));
    await objects.put(resultKeys.terms('bad'), encodeTerms(cachedTerms(small)));
    const loader = new DatasetInputsLoader(objects, config, new JsonLogger('t', 'error'));
    const terms = loader.terms('bad', 'datasets/bad/posts.ndjson');
    const warmed = prepare(loader, 'bad');
    await expect(warmed).rejects.toThrow('reading posts failed: posts file line 7001: not JSON');
    await expect(terms).rejects.toThrow('reading posts failed: posts file line 7001: not JSON');
    expect(pool.holds('bad')).toBe(false);
  }, 60_000);

  it('keeps this thread’s event loop free while a large file is read into the worker', async () => {
    const key = 'datasets/big/posts.ndjson';
    // Only parsing the file here (what the loop did before any of this moved off it).
    const here = await busyMs(async () => {
      for await (const post of parsePostsFile(await objects.get(key))) void post;
    });
    const loader = new DatasetInputsLoader(objects, config, new JsonLogger('t', 'error'));
    const straight = await busyMs(() => prepare(loader, 'big'));
    expect(pool.holds('big')).toBe(true);
    // This thread moves the file's bytes and takes the texts in; the posts go from thread to
    // thread. Taking the posts here and sending them on (then collecting them) cost as much as
    // parsing here (3.2 s each at load 15); this read a ninth of it alone. Measured as this
    // thread's CPU time, which another process taking the core does not inflate; half keeps clear
    // of the old path's whole.
    expect(straight).toBeLessThan(here * 0.5);
  }, 120_000);
});
