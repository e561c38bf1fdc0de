import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { encodePostLine } from '@kizuna/proto';
import type { BusClient } from '@kizuna/platform/bus';
import type { KizunaConfig } from '@kizuna/platform/config';
import { JsonLogger } from '@kizuna/platform/logging';
import { LocalObjectStore } from '@kizuna/platform/objects';
import { resultUnits } from '../results/test-support/result-units.js';
import { NetworkLayoutFiles } from '../results/stored/network-layout-files.js';
import { CoordinationReader, coordinationKeys } from '../results/coordination/coordination-reader.js';
import { CoordinationPosts } from '../engine/test-support/coordination-posts.js';
import { AnalysisWorkerPool } from '../worker/analysis-worker-pool.js';
import { AnalysisJob } from './analysis-job.js';
import { projectsLiveness } from '../failures/test-support/projects-liveness.js';
import { DatasetInputsLoader } from './dataset-inputs.js';

// Real object store, loader (tokenizing in this thread) and worker pool (compiled worker from dist).
const posts = [
  { row: 0, author: 'alice', text: 'ramen noodles tonight', time: 1_700_000_000_000, followers: 5, others: [] },
  {
    row: 1,
    author: 'bob',
    text: 'RT @alice: ramen noodles tonight',
    time: 1_700_000_060_000,
    followers: null,
    others: [],
  },
  { row: 2, author: 'carol', text: 'baseball stadium', time: 1_700_000_120_000, followers: 1, others: [] },
  { row: 3, author: 'dave', text: 'RT @carol: baseball stadium', time: 1_700_000_180_000, followers: 2, others: [] },
];

/** Three accounts retweeting four posts seconds apart, among the brand's own posts. */
function campaign() {
  const data = new CoordinationPosts();
  for (let i = 0; i < 4; i++) {
    data.post('brand', `新しいお知らせです その${i}`, i * 3600);
    for (const [n, bot] of ['bot_a', 'bot_b', 'bot_c'].entries())
      data.retweet(bot, 'brand', `新しいお知らせです その${i}`, i * 3600 + 60 + n * 5);
  }
  return data.posts.map((p) => ({ ...p, followers: 1, others: [] }));
}

describe('AnalysisJob.prepare (analysis.prepare.v1)', () => {
  let dir: string;
  let objects: LocalObjectStore;
  const pool = new AnalysisWorkerPool({ maxWorkers: 2 });
  let job: AnalysisJob;
  let results: ReturnType<typeof resultUnits>;
  let coordination: CoordinationReader;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-prepare-'));
    objects = new LocalObjectStore({ directory: dir });
    for (const d of ['d1', 'd2']) await objects.put(`datasets/${d}/posts.ndjson`, posts.map(encodePostLine).join(''));
    await objects.put('datasets/d4/posts.ndjson', campaign().map(encodePostLine).join(''));
    const config = {
      analysis: {
        concurrency: 1,
        displayCap: 2000,
        seed: 7,
        workers: 0,
        dictionaryCacheDir: process.env.DICTIONARY_CACHE_DIR ?? path.join(dir, 'cache'),
      },
      workerNice: 0,
    };
    const logger = new JsonLogger('test', 'error');
    const inputs = new DatasetInputsLoader(objects, config as unknown as KizunaConfig, logger);
    results = resultUnits(objects, logger);
    coordination = new CoordinationReader(objects);
    job = new AnalysisJob(
      {} as BusClient,
      inputs,
      pool,
      results.writer,
      results.summaries,
      results.userPosts,
      results.windowTexts,
      coordination,
      config as unknown as KizunaConfig,
      logger,
      results.coordination,
      projectsLiveness().wanted,
      new NetworkLayoutFiles(objects),
    );
  });
  afterAll(async () => {
    // As the service shuts down: the pool ends and the users' posts in flight are written first.
    await job.onApplicationShutdown();
    results.coordination.onApplicationShutdown();
    await rm(dir, { recursive: true, force: true });
  });

  it('hands the new dataset to a worker with its terms, ahead of any run, and lets go of the previous one', async () => {
    await job.prepare('d1', 'datasets/d1/posts.ndjson', ['retweet']);
    expect(pool.holds('d1')).toBe(true);
    // The worker holding the posts encoded the users' posts, and they are saved for every run.
    expect(await results.userPosts.has('d1')).toBe(true);
    await job.prepare('d2', 'datasets/d2/posts.ndjson', ['retweet']);
    expect(pool.holds('d1')).toBe(false);
    expect(pool.holds('d2')).toBe(true);
    // The run finds it there: nothing is read again, and it computes on the terms sent.
    let reads = 0;
    const { run } = await pool.run({
      inputs: async () => {
        reads++;
        throw new Error('must not be read again');
      },
      options: { k: 2, seed: 7, relations: ['retweet'], displayCap: 2000 },
      datasetKey: 'd2',
    });
    expect(reads).toBe(0);
    expect(run.summary.users).toBe(4);
    // Terms from the real tokenizer reached the worker: each community's keywords are its topic's.
    const words = run.communities.map((c) => c.keywords.map((kw) => kw.keyword).sort());
    expect(words).toEqual(
      expect.arrayContaining([
        ['noodle', 'raman', 'tonight'], // wink-nlp's lemma of "ramen"
        ['baseball', 'stadium'],
      ]),
    );
  });

  it("computes the exact copies' coordination with the posts, and the near-identical posts on asking", async () => {
    await job.prepare('d4', 'datasets/d4/posts.ndjson', ['retweet']);
    // Preparing shingles nothing: exact copies' inputs only, and no default answer (at 80 %) yet.
    expect(await coordination.has('d4')).toBe(true);
    expect(await coordination.nearIdenticalReady('d4')).toBe(false);
    expect(await coordination.defaultAnswer('d4')).toBeNull();
    const exact = await coordination.inputs('d4');
    expect(exact?.users.sort()).toEqual(['bot_a', 'bot_b', 'bot_c']);
    expect(exact?.near.first.length).toBe(0);
    // Once the project's runs are done the worker holding its posts shingles them.
    const near = await pool.nearIdentical({
      datasetKey: 'd4',
      inputs: () => Promise.reject(new Error('the worker holds them')),
    });
    expect(near.nearIdentical).toBe(true);
    await coordination.save('d4', near.inputs, near.answer);
    expect(await coordination.nearIdenticalReady('d4')).toBe(true);
    const answer = await coordination.defaultAnswer('d4');
    expect(answer?.groups.map((g) => g.members.map((m) => m.node_id).sort())).toEqual([['bot_a', 'bot_b', 'bot_c']]);
    // The near-identical inputs replace the exact copies' ones.
    expect(await objects.stat(coordinationKeys.exactInputs('d4'))).toBeNull();
    // A dataset without any: saved too.
    expect(await coordination.has('d2')).toBe(true);
  });

  it('only logs a failure: nothing is held, and the first run reads the dataset again and reports it', async () => {
    await expect(job.prepare('d3', 'datasets/d3/missing.ndjson', ['retweet'])).resolves.toBeUndefined();
    expect(pool.holds('d3')).toBe(false);
  });
});
