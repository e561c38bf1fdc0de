import type { Post, RepresentativePost } from '../types.js';
import type { UserNetwork } from '../network/build-network.js';

export interface RepresentativePostsInput {
  posts: readonly Post[];
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
 *
 * Retweets are matched to their original by author and text (a truncated "…" body matches by
 * prefix) and never listed themselves. When the original is not in the data (collections often
 * hold only retweets), it is reconstructed once from its retweets: the retweeted author, the
 * longest retweeted body, and the time of the earliest copy.
 */
export function representativePosts(input: RepresentativePostsInput): RepresentativePost[][] {
  const { posts, network, assignment, pagerank, k, limit } = input;
  const originals = new OriginalIndex();
  for (let i = 0; i < posts.length; i++) {
    if (network.postRetweetOf[i] === -1) originals.addPost(network.postAuthor[i], posts[i].text, posts[i].time);
  }
  for (let i = 0; i < posts.length; i++) {
    const target = network.postRetweetOf[i];
    if (target < 0 || target === network.postAuthor[i]) continue;
    const unit = originals.findOrReconstruct(target, posts[i].text.slice(network.postBodyStart[i]), posts[i].time);
    originals.retweets[unit]++;
    if (assignment[network.postAuthor[i]] === assignment[target]) originals.inside[unit]++;
  }

  const n = network.names.length;
  const byCommunity: number[][] = Array.from({ length: k }, () => []);
  const score = new Float64Array(originals.count);
  for (let unit = 0; unit < originals.count; unit++) {
    const author = originals.author[unit];
    score[unit] = originals.inside[unit] * (1 + Math.log1p(n * pagerank[author]));
    byCommunity[assignment[author]].push(unit);
  }
  return byCommunity.map((units) =>
    units
      .sort(
        (a, b) =>
          score[b] - score[a] ||
          originals.retweets[b] - originals.retweets[a] ||
          pagerank[originals.author[b]] - pagerank[originals.author[a]] ||
          originals.time[a] - originals.time[b] ||
          a - b,
      )
      .slice(0, limit)
      .map((unit) => ({
        tweet_user_screen_name: network.labels[originals.author[unit]],
        tweet_date: originals.time[unit],
        tweet_text: originals.text[unit],
        tweet_score: Math.round(score[unit] * 1000) / 1000,
      })),
  );
}

const ELLIPSIS = /(?:…|\.\.\.)$/;
const PREFIX_LENGTH = 16;

/** Original posts (real or reconstructed) with their retweet counts, findable by author and text. */
class OriginalIndex {
  author: number[] = [];
  text: string[] = [];
  time: number[] = [];
  retweets: number[] = [];
  inside: number[] = [];
  private readonly exact = new Map<string, number>();
  private readonly byPrefix = new Map<string, number[]>();
  private readonly reconstructed = new Set<number>();

  get count(): number {
    return this.author.length;
  }

  addPost(author: number, text: string, time: number): number {
    const unit = this.author.length;
    this.author.push(author);
    this.text.push(text);
    this.time.push(time);
    this.retweets.push(0);
    this.inside.push(0);
    const normal = normalize(text);
    const key = `${author}\u0001${normal}`;
    if (!this.exact.has(key)) this.exact.set(key, unit);
    if (normal.length >= PREFIX_LENGTH) {
      const prefixKey = `${author}\u0001${normal.slice(0, PREFIX_LENGTH)}`;
      const list = this.byPrefix.get(prefixKey);
      if (list) list.push(unit);
      else this.byPrefix.set(prefixKey, [unit]);
    }
    return unit;
  }

  findOrReconstruct(author: number, body: string, time: number): number {
    const normal = normalize(body);
    const exact = this.exact.get(`${author}\u0001${normal}`);
    if (exact !== undefined) return this.seen(exact, body, time);
    const truncated = ELLIPSIS.test(normal);
    const stem = truncated ? normal.replace(ELLIPSIS, '').trimEnd() : normal;
    if (stem.length >= PREFIX_LENGTH) {
      for (const unit of this.byPrefix.get(`${author}\u0001${stem.slice(0, PREFIX_LENGTH)}`) ?? []) {
        const known = normalize(this.text[unit]);
        // A truncated copy matches a longer text; a full copy matches a truncated reconstruction.
        if (truncated && known.startsWith(stem)) return this.seen(unit, body, time);
        if (!truncated && this.reconstructed.has(unit) && ELLIPSIS.test(known) && stem.startsWith(known.replace(ELLIPSIS, '').trimEnd())) {
          return this.seen(unit, body, time);
        }
      }
    }
    const unit = this.addPost(author, body, time);
    this.reconstructed.add(unit);
    return unit;
  }

  /** A reconstructed original keeps its earliest time and its fullest text. */
  private seen(unit: number, body: string, time: number): number {
    if (this.reconstructed.has(unit)) {
      if (time < this.time[unit]) this.time[unit] = time;
      if (body.length > this.text[unit].length && !ELLIPSIS.test(body.trimEnd())) this.text[unit] = body;
    }
    return unit;
  }
}

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
