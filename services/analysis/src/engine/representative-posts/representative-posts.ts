import type { UserNetwork } from '../network/build-network.js';
import type { RepresentativePost } from '../types.js';
import type { OriginalPosts } from './original-posts.js';
import { topN } from '../result/top-n.js';

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
 * What ranking original posts needs, in columns: the run computes it from its network, a time
 * window's query from the run's saved window index (see time-window/window-index.ts).
 */
export interface DiffusionColumns {
  /** Author (user index) and time of each original post. */
  unitAuthor: ArrayLike<number>;
  unitTime: ArrayLike<number>;
  /** Author of each post, and the original it retweets (-1: none). */
  postAuthor: ArrayLike<number>;
  retweetOf: ArrayLike<number>;
  /** Community 0..k-1 of every user, and their PageRank. */
  assignment: ArrayLike<number>;
  pagerank: ArrayLike<number>;
}

export interface RankedOriginal {
  unit: number;
  score: number;
}

/**
 * Original posts per community ranked by diffusion inside it: score = (retweets of the post by
 * members of the author's community) × (1 + ln(1 + n·PageRank of the author)), so spread counts
 * first and the author's centrality (n·PageRank is 1 for an average user) weighs it, damped so a
 * hub cannot outrank real diffusion. Ties: more retweets in total, more central author, earlier.
 * `postIn`/`unitIn` restrict the retweets counted and the originals listed (a time window);
 * without them every post counts.
 */
export function rankOriginals(
  cols: DiffusionColumns,
  options: {
    k: number;
    limit: number;
    postIn?: (post: number) => boolean;
    unitIn?: (unit: number) => boolean;
    /** Rank this community's originals only (the others' lists are empty): a window asks for one. */
    only?: number;
  },
): RankedOriginal[][] {
  const { unitAuthor, unitTime, postAuthor, retweetOf, assignment, pagerank } = cols;
  const { k, limit, postIn, unitIn, only } = options;
  const units = unitAuthor.length;
  const inside = new Int32Array(units);
  const total = new Int32Array(units);
  for (let i = 0; i < retweetOf.length; i++) {
    const unit = retweetOf[i];
    if (unit < 0) continue;
    const community = assignment[unitAuthor[unit]];
    if ((only !== undefined && community !== only) || (postIn && !postIn(i))) continue;
    total[unit]++;
    if (assignment[postAuthor[i]] === community) inside[unit]++;
  }
  const n = pagerank.length;
  const score = new Float64Array(units);
  const byCommunity: number[][] = Array.from({ length: k }, () => []);
  for (let unit = 0; unit < units; unit++) {
    const author = unitAuthor[unit];
    if ((only !== undefined && assignment[author] !== only) || (unitIn && !unitIn(unit))) continue;
    score[unit] = inside[unit] * (1 + Math.log1p(n * pagerank[author]));
    byCommunity[assignment[author]].push(unit);
  }
  const before = (a: number, b: number): number =>
    score[b] - score[a] ||
    total[b] - total[a] ||
    pagerank[unitAuthor[b]] - pagerank[unitAuthor[a]] ||
    unitTime[a] - unitTime[b] ||
    a - b;
  return byCommunity.map((list) =>
    topN(list, before, limit).map((unit) => ({ unit, score: Math.round(score[unit] * 1000) / 1000 })),
  );
}

/** The run's representative posts per community (see rankOriginals); retweet copies are never listed. */
export function representativePosts(input: RepresentativePostsInput): RepresentativePost[][] {
  const { originals, network, assignment, pagerank, k, limit } = input;
  const ranked = rankOriginals(
    {
      unitAuthor: originals.author,
      unitTime: originals.time,
      postAuthor: network.postAuthor,
      retweetOf: originals.retweetOf,
      assignment,
      pagerank,
    },
    { k, limit },
  );
  return ranked.map((list) =>
    list.map(({ unit, score }) => ({
      tweet_user_screen_name: network.labels[originals.author[unit]],
      tweet_date: originals.time[unit],
      tweet_text: originals.texts.text(unit),
      tweet_score: score,
    })),
  );
}
