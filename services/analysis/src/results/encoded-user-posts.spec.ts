import { describe, expect, it } from '@jest/globals';
import { userPostsOfAuthors } from '../engine/result/user-post-lists.js';
import type { Post } from '../engine/types.js';
import { byShard } from './test-support/by-shard.js';
import { encodedUserPostShards, UserPostShard } from './encoded-user-posts.js';
import { NODE_SHARDS, nodeShard } from './result-keys.js';

describe('encodedUserPostShards', () => {
  // Numeric names, an '@' and case (one node id), a `__proto__` name, posts out of time order
  // (two at the same time, kept in file order), texts JSON and UTF-8 treat apart (quotes,
  // backslashes, line separators, emoji, a lone surrogate), and enough authors to fill many shards.
  const posts: Post[] = [
    { row: 0, author: '@Ann', text: 'later', time: 500, followers: null },
    { row: 1, author: '777', text: 'n1', time: 10, followers: 3 },
    { row: 2, author: 'ann', text: 'earlier', time: 100, followers: null },
    { row: 3, author: '__proto__', text: 'odd name', time: 7, followers: null },
    { row: 4, author: '12', text: 'n2', time: 8, followers: null },
    { row: 5, author: 'ann', text: 'same time, second', time: 100, followers: null },
    { row: 6, author: 'odd', text: 'emoji 😀 \u2028 lone \ud800 "q" \\ \n', time: 1, followers: null },
    { row: 7, author: 'empty', text: '', time: 2, followers: null },
    ...Array.from({ length: 300 }, (_, i) => ({
      row: 8 + i,
      author: `user${i % 150}`,
      text: `post ${i} ‘quoted’ "and" \\ escaped`,
      time: (i * 7919) % 1000,
      followers: null,
    })),
  ];

  it('holds, shard by shard, every author’s posts in time order, as the lists by node id have them', () => {
    const shards = [...encodedUserPostShards(posts)].map((bytes) => UserPostShard.decode(bytes));
    expect(shards).toHaveLength(NODE_SHARDS);
    const expected = byShard(userPostsOfAuthors(posts));
    shards.forEach((shard, s) => {
      const ids = Object.keys(expected[s]);
      expect(shard.size).toBe(ids.length);
      for (let i = 0; i < shard.size; i++) expect(shard.postsAt(i)).toEqual(expected[s][shard.nameAt(i)]);
      for (const id of ids) expect(shard.postsOf(id)).toEqual(expected[s][id]);
    });
    expect(shards.filter((shard) => shard.size > 0).length).toBeGreaterThan(NODE_SHARDS / 2);
    expect(shards[nodeShard('ann')].postsOf('ann')).toEqual([
      { tweet_date: 100, tweet_text: 'earlier' },
      { tweet_date: 100, tweet_text: 'same time, second' },
      { tweet_date: 500, tweet_text: 'later' },
    ]);
    expect(shards[nodeShard('odd')].postsOf('odd')?.[0].tweet_text).toBe(posts[6].text);
    expect(shards[nodeShard('__proto__')].postsOf('__proto__')).toEqual([{ tweet_date: 7, tweet_text: 'odd name' }]);
    expect(shards[nodeShard('nobody')].postsOf('nobody')).toBeNull();
    expect(shards[nodeShard('an')].postsOf('an')).toBeNull();
  });

  it('are refused when cut short or of an unknown version', () => {
    const bytes = [...encodedUserPostShards(posts)][nodeShard('ann')];
    expect(() => UserPostShard.decode(bytes.subarray(0, bytes.length - 1))).toThrow(RangeError);
    const head = Buffer.from(bytes).toString('utf8', 4, 4 + Buffer.from(bytes).readUInt32LE(0));
    const other = Buffer.from(bytes);
    other.write(head.replace('"version":1', '"version":7'), 4, 'utf8');
    expect(() => UserPostShard.decode(other)).toThrow('version 7');
  });
});
