import { describe, expect, it } from '@jest/globals';
import type { DatasetUserPosts } from '../results/stored/dataset-user-posts.js';
import { UserPostsSaver } from './user-posts-saver.js';

describe('UserPostsSaver', () => {
  it("writes no more shards once the dataset's project is deleted", async () => {
    const written: number[] = [];
    const store = {
      putShard: async (_d: string, shard: number) => void written.push(shard),
    } as unknown as DatasetUserPosts;
    let deleted = false;
    const saver = new UserPostsSaver(store, 'd1', () => deleted);
    saver.add(0, new Uint8Array(1));
    await saver.done();
    deleted = true;
    saver.add(1, new Uint8Array(1));
    saver.add(2, new Uint8Array(1));
    expect(await saver.done()).toBe(false);
    expect(written).toEqual([0]);
    await expect(saver.done(true)).rejects.toMatchObject({ name: 'WorkCancelled' });
  });
});
