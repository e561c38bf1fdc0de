import { describe, expect, it } from '@jest/globals';
import { prepareAnalysis } from '../prepare-analysis.js';
import type { Post } from '../types.js';
import { userPostLists, userPostsOfAuthors } from './user-post-lists.js';

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

describe('userPostsOfAuthors', () => {
  // '777' checks node ids rather than object key order (numeric keys come first); 'Ann' and
  // '@ann' are one user, as in the network.
  const posts: Post[] = [
    { row: 0, author: 'Ann', text: 'ramen tonight', time: 0, followers: 3 },
    { row: 1, author: 'ben', text: 'RT @ann: ramen tonight', time: 60_000, followers: null },
    { row: 2, author: '777', text: 'RT @ben: hello', time: 240_000, followers: null },
    { row: 3, author: '777', text: 'numeric names sort first among object keys', time: 30_000, followers: null },
    { row: 4, author: '@ann', text: 'again @zed', time: 10, followers: null },
  ];

  it('gives every author the posts the network’s users have, by node id, without a network', () => {
    const byAuthor = userPostsOfAuthors(posts);
    const fromNetwork = prepareAnalysis(
      posts,
      posts.map(() => []),
      ['retweet', 'mention'],
    ).userPosts();
    // The network also lists users who only appear as targets (zed), with no posts.
    expect(fromNetwork['zed']).toEqual([]);
    expect(byAuthor).toEqual(Object.fromEntries(Object.entries(fromNetwork).filter(([id]) => id !== 'zed')));
    expect(byAuthor['777']).toEqual([
      { tweet_date: 30_000, tweet_text: 'numeric names sort first among object keys' },
      { tweet_date: 240_000, tweet_text: 'RT @ben: hello' },
    ]);
    expect(byAuthor['ann']).toEqual([
      { tweet_date: 0, tweet_text: 'ramen tonight' },
      { tweet_date: 10, tweet_text: 'again @zed' },
    ]);
  });
});
