import { afterAll, describe, expect, it } from '@jest/globals';
import { findCoordination } from '../engine/coordination/index.js';
import { CoordinationPosts } from '../engine/test-support/coordination-posts.js';
import type { AnalysisOptions } from '../engine/types.js';
import { decodeCoordinationInputs } from '../results/coordination/coordination-codec.js';
import { AnalysisWorkerPool } from './analysis-worker-pool.js';

// Runs the compiled worker from dist (see analysis-worker-pool.spec.ts).
const data = new CoordinationPosts();
for (let i = 0; i < 3; i++) {
  data.post('news', `今日のお知らせ ${i} です`, i * 3600);
  data.retweet('a', 'news', `今日のお知らせ ${i} です`, i * 3600 + 30);
  data.retweet('b', 'news', `今日のお知らせ ${i} です`, i * 3600 + 33);
}
const posts = data.posts;
const terms = posts.map(() => ['お知らせ']);
const options: AnalysisOptions = { k: 2, seed: 3, relations: ['retweet'], displayCap: 2000 };

describe('AnalysisWorkerPool and coordination', () => {
  const pool = new AnalysisWorkerPool({ maxWorkers: 1 });
  afterAll(() => pool.close());

  it("a run asked for it (a project prepared before it existed) returns the exact copies' coordination beside the result", async () => {
    const { run, coordination } = await pool.run({ posts, terms, options, datasetKey: 'c1', withCoordination: true });
    expect(run.summary.users).toBe(3);
    // No shingles and no answer at the defaults: those come after the project's runs.
    expect(coordination!.nearIdentical).toBe(false);
    expect(coordination!.answer).toBeNull();
    const exact = decodeCoordinationInputs(coordination!.inputs);
    expect(exact.near.first).toHaveLength(0);
    expect(
      findCoordination(exact, { similarity_percent: 100 }).groups.map((g) => g.members.map((m) => m.node_id).sort()),
    ).toEqual([['a', 'b']]);
  });

  it('computes the near-identical inputs and the default answer on the worker holding the posts', async () => {
    const coordination = await pool.nearIdentical({
      datasetKey: 'c1',
      inputs: () => Promise.reject(new Error('the worker holds them')),
    });
    expect(coordination.nearIdentical).toBe(true);
    const answer = JSON.parse(new TextDecoder().decode(coordination.answer!)) as ReturnType<typeof findCoordination>;
    expect(answer.groups.map((g) => g.members.map((m) => m.node_id).sort())).toEqual([['a', 'b']]);
    // The stored inputs give the same answer again, and others at other settings.
    const inputs = decodeCoordinationInputs(coordination.inputs);
    expect(findCoordination(inputs)).toEqual(answer);
    expect(findCoordination(inputs, { window_seconds: 2 }).groups).toEqual([]);
  });

  it('a run not asked for it returns none', async () => {
    const { coordination } = await pool.run({ posts, terms, options: { ...options, k: 3 }, datasetKey: 'c1' });
    expect(coordination).toBeNull();
  });
});
