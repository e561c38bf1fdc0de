import type { UserNetwork } from '../network/build-network.js';
import type { RepresentativePost } from '../types.js';
import type { OriginalPosts } from './original-posts.js';

export interface RepresentativePostsInput {
  originals: OriginalPosts;
  network: UserNetwork;
  /** Community 0..k-1 of every user. */
  assignment: Int32Array;
  pagerank: Float64Array;
  k: number;
  /** Posts listed per community. */
  limit: number;
}

/**
 * Original posts per community ranked by diffusion inside it: score = (retweets of the post by
 * members of the author's community) × (1 + ln(1 + n·PageRank of the author)), so spread counts
 * first and the author's centrality (n·PageRank is 1 for an average user) weighs it, damped so a
 * hub cannot outrank real diffusion. Ties: more retweets in total, more central author, earlier.
 * Retweet copies are never listed (see matchOriginals).
 */
export function representativePosts(input: RepresentativePostsInput): RepresentativePost[][] {
  const { originals, network, assignment, pagerank, k, limit } = input;
  const inside = new Int32Array(originals.count);
  for (let i = 0; i < originals.retweetOf.length; i++) {
    const unit = originals.retweetOf[i];
    if (unit >= 0 && assignment[network.postAuthor[i]] === assignment[originals.author[unit]]) inside[unit]++;
  }
  const n = network.names.length;
  const score = new Float64Array(originals.count);
  const byCommunity: number[][] = Array.from({ length: k }, () => []);
  for (let unit = 0; unit < originals.count; unit++) {
    const author = originals.author[unit];
    score[unit] = inside[unit] * (1 + Math.log1p(n * pagerank[author]));
    byCommunity[assignment[author]].push(unit);
  }
  const before = (a: number, b: number): number =>
    score[b] - score[a] ||
    originals.retweets[b] - originals.retweets[a] ||
    pagerank[originals.author[b]] - pagerank[originals.author[a]] ||
    originals.time[a] - originals.time[b] ||
    a - b;
  return byCommunity.map((units) =>
    topN(units, before, limit).map((unit) => ({
      tweet_user_screen_name: network.labels[originals.author[unit]],
      tweet_date: originals.time[unit],
      tweet_text: originals.text[unit],
      tweet_score: Math.round(score[unit] * 1000) / 1000,
    })),
  );
}

/** The first `limit` items in `compare` order, without sorting them all. */
function topN(items: readonly number[], compare: (a: number, b: number) => number, limit: number): number[] {
  const top: number[] = [];
  for (const item of items) {
    if (top.length === limit && compare(item, top[limit - 1]) >= 0) continue;
    let at = top.length;
    while (at > 0 && compare(item, top[at - 1]) < 0) at--;
    top.splice(at, 0, item);
    if (top.length > limit) top.pop();
  }
  return top;
}
