import { describe, expect, it } from '@jest/globals';
import { userPostsOfAuthors } from '../engine/result/user-post-lists.js';
import type { Post } from '../engine/types.js';
import { byShard } from './by-shard.js';
import { encodedUserPostShards } from './encoded-user-posts.js';
import { NODE_SHARDS } from './result-keys.js';

describe('encodedUserPostShards', () => {
  it('gives, shard by shard, the bytes of every author’s posts by node id, as one record split by shard would', () => {
    // Numeric names (sorted first among object keys), an '@' and case (one node id), a
    // `__proto__` name, posts out of time order, and enough authors to fill many shards.
    const posts: Post[] = [
      { row: 0, author: '@Ann', text: 'later', time: 500, followers: null },
      { row: 1, author: '777', text: 'n1', time: 10, followers: 3 },
      { row: 2, author: 'ann', text: 'earlier', time: 100, followers: null },
      { row: 3, author: '__proto__', text: 'odd name', time: 7, followers: null },
      { row: 4, author: '12', text: 'n2', time: 8, followers: null },
      ...Array.from({ length: 300 }, (_, i) => ({
        row: 5 + i,
        author: `user${i % 150}`,
        text: `post ${i} ‘quoted’ "and" \\ escaped`,
        time: (i * 7919) % 1000,
        followers: null,
      })),
    ];
    const shards = [...encodedUserPostShards(posts)];
    expect(shards).toHaveLength(NODE_SHARDS);
    const expected = byShard(userPostsOfAuthors(posts)).map((shard) => JSON.stringify(shard));
    expect(shards.map((bytes) => new TextDecoder().decode(bytes))).toEqual(expected);
    expect(expected.filter((json) => json !== '{}').length).toBeGreaterThan(NODE_SHARDS / 2);
    const all = Object.assign({}, ...expected.map((json) => JSON.parse(json) as object)) as Record<string, unknown>;
    expect(all.ann).toEqual([
      { tweet_date: 100, tweet_text: 'earlier' },
      { tweet_date: 500, tweet_text: 'later' },
    ]);
  });
});
