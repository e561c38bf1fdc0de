import { describe, expect, it } from '@jest/globals';
import { buildNetwork } from '../network/build-network.js';
import type { Post } from '../types.js';
import { textHash } from '../posts/text-hash.js';
import { matchOriginals } from './original-posts.js';
import { representativePosts } from './representative-posts.js';

const post = (author: string, text: string, time: number): Post => ({ row: time, author, text, time, followers: null });

describe('representativePosts', () => {
  const posts = [
    post('ann', 'first idea from ann', 1),
    post('ann', 'second idea from ann, quite a long text that gets cut in retweets', 2),
    post('bob', 'RT @ann: first idea from ann', 3),
    post('cat', 'RT @Ann: first idea from ann', 4),
    post('bob', 'RT @ann: second idea from ann, quite a long text…', 5),
    post('dan', 'RT @ann: first idea from ann', 6),
    post('bob', 'RT @eve: an original we never saw…', 7),
    post('cat', 'RT @eve: an original we never saw, in full', 8),
  ];
  const network = buildNetwork(posts, ['retweet']);
  const id = (name: string): number => network.index.get(name)!;
  // ann, bob, cat, eve in community 0; dan in community 1.
  const assignment = new Int32Array(network.names.length);
  assignment[id('dan')] = 1;
  const pagerank = new Float64Array(network.names.length).fill(1 / network.names.length);
  const originals = matchOriginals(posts, network);
  const result = representativePosts({ originals, network, assignment, pagerank, k: 2, limit: 10 });

  it('ranks originals by retweets from their own community, never listing retweet copies', () => {
    // n·PageRank = 1 for everyone here, so score = inside retweets × (1 + ln 2).
    const weight = 1 + Math.log(2);
    expect(result[0].map((p) => [p.tweet_user_screen_name, p.tweet_text, p.tweet_score])).toEqual([
      ['ann', 'first idea from ann', Math.round(2 * weight * 1000) / 1000],
      ['eve', 'an original we never saw, in full', Math.round(2 * weight * 1000) / 1000],
      ['ann', 'second idea from ann, quite a long text that gets cut in retweets', Math.round(weight * 1000) / 1000],
    ]);
    expect(result[1]).toEqual([]);
  });

  it('reconstructs a missing original once from its retweets: fullest text, earliest time', () => {
    const eve = result[0].find((p) => p.tweet_user_screen_name === 'eve')!;
    expect(eve.tweet_date).toBe(7);
    expect(result[0].filter((p) => p.tweet_user_screen_name === 'eve')).toHaveLength(1);
  });

  it('counts a retweet from another community as spread but not as inside spread', () => {
    // ann's first idea: bob and cat inside (2), dan outside; it stays ahead of eve's on total retweets.
    expect(result[0][0].tweet_text).toBe('first idea from ann');
    expect(originals.retweets.slice(0, 2)).toEqual([3, 1]);
  });

  it('maps every retweet to its original, and nothing else', () => {
    // Posts 2, 3, 5 copy ann's first idea (unit 0), 4 her second (unit 1); 6 and 7 eve's reconstructed one (unit 2).
    expect(Array.from(originals.retweetOf)).toEqual([-1, -1, 0, 0, 1, 0, 2, 2]);
    expect(originals.count).toBe(3);
  });

  it('keeps only the first posts by rank', () => {
    const top = representativePosts({ originals, network, assignment, pagerank, k: 2, limit: 2 });
    expect(top[0].map((p) => p.tweet_text)).toEqual(result[0].slice(0, 2).map((p) => p.tweet_text));
  });

  it('tells apart truncated retweets whose texts begin with prefixes of the same hash', () => {
    // Two 16-unit openings whose hashes agree in the 30 bits the originals' prefix index keys by.
    const seen = new Map<number, string>();
    let pair: [string, string] | null = null;
    for (let i = 0; pair === null; i++) {
      const opening = `opening ${String(i).padStart(8, '0')}`;
      const key = textHash(opening) & 0x3fffffff;
      const other = seen.get(key);
      if (other !== undefined) pair = [other, opening];
      else seen.set(key, opening);
    }
    const [first, second] = pair;
    const colliding = [
      post('zed', `${first} and the first story in full`, 1),
      post('zed', `${second} and the second story in full`, 2),
      // A whitespace variant first, so the normal-form and prefix indexes are built.
      post('amy', `RT @zed: ${first}  and the first story in full`, 3),
      post('amy', `RT @zed: ${second} and the second…`, 4),
      post('bea', `RT @zed: ${first} and the first…`, 5),
    ];
    const matched = matchOriginals(colliding, buildNetwork(colliding, ['retweet']));
    expect(Array.from(matched.retweetOf)).toEqual([-1, -1, 0, 1, 0]);
    expect(matched.count).toBe(2);
  });
});
