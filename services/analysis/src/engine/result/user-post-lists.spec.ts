import { describe, expect, it } from '@jest/globals';
import type { Post } from '../types.js';
import { userPostLists } from './user-post-lists.js';

describe('userPostLists', () => {
  it('lists each user’s posts by time, equal times in post order', () => {
    const posts: Post[] = [
      { row: 0, author: 'a', text: 'late', time: 30, followers: null },
      { row: 1, author: 'b', text: 'only', time: 10, followers: null },
      { row: 2, author: 'a', text: 'early', time: 10, followers: null },
      { row: 3, author: 'a', text: 'early too', time: 10, followers: null },
    ];
    expect(userPostLists(posts, Int32Array.of(0, 1, 0, 0), 3)).toEqual([
      [
        { tweet_date: 10, tweet_text: 'early' },
        { tweet_date: 10, tweet_text: 'early too' },
        { tweet_date: 30, tweet_text: 'late' },
      ],
      [{ tweet_date: 10, tweet_text: 'only' }],
      [],
    ]);
  });
});
