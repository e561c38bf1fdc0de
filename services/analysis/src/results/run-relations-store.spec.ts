import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JsonLogger } from '@kizuna/platform/logging';
import { LocalObjectStore } from '@kizuna/platform/objects';
import { analyze } from '../engine/analyze.js';
import type { Post } from '../engine/types.js';
import { resultKeys } from './result-keys.js';
import { resultUnits } from './test-support/result-units.js';

describe('RelationFiles and RunComparisons: how a run’s communities relate', () => {
  let dir: string;
  let units: ReturnType<typeof resultUnits>;
  // Two retweet triangles, with carol of the first retweeting dave of the second once.
  const retweets: Array<[string, string]> = [
    ['alice', 'bob'],
    ['bob', 'carol'],
    ['carol', 'alice'],
    ['dave', 'erin'],
    ['erin', 'frank'],
    ['frank', 'dave'],
    ['carol', 'dave'],
  ];
  const posts: Post[] = retweets.map(([from, to], row) => ({
    row,
    author: from,
    text: `RT @${to}: hello`,
    time: 1_700_000_000_000 + row * 60_000,
    followers: null,
  }));
  const result = analyze(
    posts,
    posts.map(() => ['hello']),
    { k: 2, seed: 1, relations: ['retweet'], displayCap: 100 },
  );

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-relations-'));
    const objects = new LocalObjectStore({ directory: dir });
    units = resultUnits(objects, new JsonLogger('test', 'error'));
    await units.writer.save('run-1', 'd1', result);
    await units.writer.save('run-old', 'd1', result);
    await objects.delete(resultKeys.relations('run-old'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('saves the matrix and the bridges with the run and reads them back as computed', async () => {
    const saved = await units.relationFiles.get('run-1');
    expect(saved).toEqual(result.relations);
    const carol = result.users.carol.cluster_id - 1;
    expect(saved!.bridges[carol].map((b) => b.node_id)).toContain('carol');
  });

  it('compares two saved runs user by user', async () => {
    const one = analyze(
      posts,
      posts.map(() => ['hello']),
      { k: 1, seed: 1, relations: ['retweet'], displayCap: 100 },
    );
    await units.writer.save('run-k1', 'd1', one);
    const comparison = (await units.comparisons.comparison('run-1', 'run-k1')).data;
    expect(comparison.only_first + comparison.only_second).toBe(0);
    const sizes = result.communities.map((c) => c.size);
    expect(comparison.users).toEqual(sizes.map((size) => [size]));
  });

  it('answers not found when a compared run does not exist', async () => {
    await expect(units.comparisons.comparison('run-1', 'missing')).rejects.toMatchObject({ code: 'errors.not_found' });
  });

  it('answers not found for a run without them (result format 3 requires them)', async () => {
    await expect(units.relationFiles.get('run-old')).rejects.toMatchObject({ code: 'errors.not_found' });
  });
});
