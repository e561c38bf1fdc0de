import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LocalObjectStore } from '@kizuna/platform/objects';
import { analyze } from '../engine/analyze.js';
import type { Post } from '../engine/types.js';
import { ResultStore } from './result-store.js';

describe('ResultStore: how a run’s communities relate', () => {
  let dir: string;
  let store: ResultStore;
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
    store = new ResultStore(new LocalObjectStore({ directory: dir }));
    await store.save('run-1', 'd1', result);
    await store.save('run-old', 'd1', { ...result, relations: undefined });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('saves the matrix and the bridges with the run and reads them back as computed', async () => {
    const saved = await store.relations('run-1');
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
    await store.save('run-k1', 'd1', one);
    const comparison = await store.runComparison('run-1', 'run-k1');
    expect(comparison.only_first + comparison.only_second).toBe(0);
    const sizes = result.communities.map((c) => c.size);
    expect(comparison.users).toEqual(sizes.map((size) => [size]));
  });

  it('answers not found when a compared run does not exist', async () => {
    await expect(store.runComparison('run-1', 'missing')).rejects.toMatchObject({ code: 'errors.not_found' });
  });

  it('answers null for a run saved before runs kept them', async () => {
    expect(await store.relations('run-old')).toBeNull();
  });
});
