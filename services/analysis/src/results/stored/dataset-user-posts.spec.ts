import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LocalObjectStore } from '@kizuna/platform/objects';
import type { Post } from '../../engine/types.js';
import { encodedUserPostShards } from '../encoded-user-posts.js';
import { nodeShard, resultKeys } from '../result-keys.js';
import { DatasetUserPosts } from './dataset-user-posts.js';

describe('DatasetUserPosts', () => {
  let dir: string;
  let objects: LocalObjectStore;
  let userPosts: DatasetUserPosts;
  const posts: Post[] = [
    { row: 0, author: 'Ann', text: 'second', time: 20, followers: null },
    { row: 1, author: 'bob', text: 'hello', time: 5, followers: null },
    { row: 2, author: 'ann', text: 'first', time: 10, followers: null },
  ];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-user-posts-'));
    objects = new LocalObjectStore({ directory: dir });
    userPosts = new DatasetUserPosts(objects);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('answers a user’s posts in time order once all shards are saved, and none for a stranger', async () => {
    expect(await userPosts.has('d1')).toBe(false);
    let shard = 0;
    for (const bytes of encodedUserPostShards(posts)) await userPosts.putShard('d1', shard++, bytes);
    expect(await userPosts.has('d1')).toBe(true);
    expect(await userPosts.of('d1', 'ann')).toEqual([
      { tweet_date: 10, tweet_text: 'first' },
      { tweet_date: 20, tweet_text: 'second' },
    ]);
    expect(await userPosts.of('d1', 'nobody')).toEqual([]);
  });

  it('reads the JSON shards a dataset prepared before kept, and has them saved anew by its next run', async () => {
    const ann = [{ tweet_date: 1, tweet_text: 'kept as JSON' }];
    await objects.put(resultKeys.jsonUserPosts('old', nodeShard('ann')), JSON.stringify({ ann }));
    expect(await userPosts.of('old', 'ann')).toEqual(ann);
    expect(await userPosts.of('old', 'bob')).toEqual([]);
    expect(await userPosts.has('old')).toBe(false);
  });
});
