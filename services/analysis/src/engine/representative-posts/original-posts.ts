import { countSkip, type SkipCounts } from '@kizuna/proto/engine-rules';
import type { UserNetwork } from '../network/build-network.js';
import { PostTable, type PostsGiven } from '../posts/post-table.js';
import { extendTextHash, textHash } from '../posts/text-hash.js';
import type { TextList } from '../posts/text-list.js';
import { normalizeSpaces as normalize } from './normalize-spaces.js';

/**
 * Original posts (real or reconstructed) and which one each retweet copies. Independent of k, so
 * the runs of one project compute it once.
 *
 * Retweets are matched to their original by author and text (a truncated "…" body matches by
 * prefix). When the original is not in the data (collections often hold only retweets), it is
 * reconstructed once from its retweets: the retweeted author, the fullest retweeted body, and the
 * time of the earliest copy.
 */
export interface OriginalPosts {
  count: number;
  author: number[];
  /** Each original's text: its post's text, or a retweet's body (cut from the posts when read). */
  texts: TextList;
  time: number[];
  /** Retweets of each original, from anyone. */
  retweets: number[];
  /** For each post, the original it retweets; -1 for originals, self-retweets, non-users and skipped posts. */
  retweetOf: Int32Array;
  /** Retweets that could not be matched to an original (they count for none). */
  skipped: SkipCounts;
}

export function matchOriginals(given: PostsGiven, network: UserNetwork): OriginalPosts {
  const posts = PostTable.of(given);
  const originals = new OriginalIndex(posts);
  for (let i = 0; i < posts.length; i++) {
    if (network.postRetweetOf[i] === -1)
      originals.addPost(network.postAuthor[i], posts.times[i], i, 0, posts.textHash(i));
  }
  const retweetOf = new Int32Array(posts.length).fill(-1);
  const skipped: SkipCounts = {};
  for (let i = 0; i < posts.length; i++) {
    const target = network.postRetweetOf[i];
    if (target < 0 || target === network.postAuthor[i]) continue;
    let unit: number;
    try {
      unit = originals.findOrReconstruct(target, posts.times[i], i, network.postBodyStart[i]);
    } catch {
      // One retweet the matching cannot handle is left out of the scores, not the whole run.
      countSkip(skipped, 'representative_posts');
      continue;
    }
    originals.retweets[unit]++;
    retweetOf[i] = unit;
  }
  return {
    count: originals.count,
    author: originals.author,
    texts: new OriginalTexts(posts, Int32Array.from(originals.post), Int32Array.from(originals.start)),
    time: originals.time,
    retweets: originals.retweets,
    retweetOf,
    skipped,
  };
}

/**
 * The originals' texts as where they are in the posts (a post, and where the text starts in it):
 * kept for every run of the project, half a million strings of their own would be marked by
 * every full collection of the worker's heap.
 */
class OriginalTexts implements TextList {
  constructor(
    private readonly posts: PostTable,
    private readonly post: Int32Array,
    private readonly start: Int32Array,
  ) {}

  get count(): number {
    return this.post.length;
  }

  text(unit: number): string {
    return this.posts.text(this.post[unit], this.start[unit]);
  }
}

const ELLIPSIS = /(?:…|\.\.\.)$/;
const PREFIX_LENGTH = 16;

/**
 * A hash as a Map key V8 keeps unboxed (a 31-bit small integer): a 32-bit hash outside that range
 * is a heap number, allocated and hashed again at every look-up.
 */
function chainKey(hash: number): number {
  return hash & 0x3fffffff;
}

/** The key of a unit's author and the first PREFIX_LENGTH code units of its normal text. */
function prefixKey(author: number, normal: string): number {
  return chainKey(extendTextHash(textHash(normal, 0, PREFIX_LENGTH), author));
}

/**
 * Original posts with their retweet counts, findable by author and text.
 * Most retweet bodies equal their original exactly, so the raw text is the first key, found by
 * its hash and compared where it is in the posts (no new string per post); whitespace-normalised
 * and prefix indexes are built only when a lookup misses. A unit's text is where it is in the
 * posts: a post, and where in that post's text it starts (a retweet's body).
 */
class OriginalIndex {
  author: number[] = [];
  time: number[] = [];
  retweets: number[] = [];
  post: number[] = [];
  start: number[] = [];
  private readonly reconstructed = new Set<number>();
  /** Units by the hash of their text: a chain may hold texts that only share the hash. */
  private readonly byText = new Chains<number>();
  private byNormal: Chains<string> | null = null;
  /**
   * Units by prefixKey: a chain may hold units of other authors or prefixes that share the key
   * (its finder checks both). Keyed by strings (author and prefix joined), filing half a million
   * units cost 0.7 s of the analysis worker's preparation.
   */
  private byPrefix: Chains<number> | null = null;

  constructor(private readonly posts: PostTable) {}

  get count(): number {
    return this.author.length;
  }

  /** A unit whose text is post `post`'s from `start` on; `hash` is that text's textHash. */
  addPost(author: number, time: number, post: number, start: number, hash: number): number {
    const unit = this.author.length;
    this.author.push(author);
    this.time.push(time);
    this.post.push(post);
    this.start.push(start);
    this.retweets.push(0);
    this.byText.add(chainKey(hash), unit);
    if (this.byNormal) this.indexNormal(unit);
    return unit;
  }

  /** The original of a retweet of `author` whose body is post `post`'s text from `start` on. */
  findOrReconstruct(author: number, time: number, post: number, start: number): number {
    const hash = this.posts.textHash(post, start);
    const exact = this.byText.find(
      chainKey(hash),
      (unit) => this.author[unit] === author && this.posts.sameText(this.post[unit], this.start[unit], post, start),
    );
    if (exact >= 0) return this.seen(exact, time, post, start);
    if (!this.byNormal) {
      this.byNormal = new Chains<string>();
      this.byPrefix = new Chains<number>();
      for (let unit = 0; unit < this.count; unit++) this.indexNormal(unit);
    }
    const body = this.posts.text(post, start);
    const normal = normalize(body);
    const isAuthor = (unit: number): boolean => this.author[unit] === author;
    // A unit whose text is already normal is filed under its text only (see indexNormal).
    const same =
      normal === body
        ? -1
        : this.byText.find(chainKey(textHash(normal)), (unit) => isAuthor(unit) && this.textIs(unit, normal));
    const normalSame = same >= 0 ? same : this.byNormal.find(normal, isAuthor);
    if (normalSame >= 0) return this.seen(normalSame, time, post, start);
    const truncated = ELLIPSIS.test(normal);
    const stem = truncated ? normal.replace(ELLIPSIS, '').trimEnd() : normal;
    if (stem.length >= PREFIX_LENGTH) {
      const prefix = stem.slice(0, PREFIX_LENGTH);
      const match = this.byPrefix!.find(prefixKey(author, stem), (unit) => {
        if (!isAuthor(unit)) return false;
        const known = normalize(this.textOf(unit));
        if (!known.startsWith(prefix)) return false;
        // A truncated copy matches a longer text; a full copy matches a truncated reconstruction.
        if (truncated) return known.startsWith(stem);
        return (
          this.reconstructed.has(unit) && ELLIPSIS.test(known) && stem.startsWith(known.replace(ELLIPSIS, '').trimEnd())
        );
      });
      if (match >= 0) return this.seen(match, time, post, start);
    }
    const unit = this.addPost(author, time, post, start, hash);
    this.reconstructed.add(unit);
    return unit;
  }

  private textOf(unit: number): string {
    return this.posts.text(this.post[unit], this.start[unit]);
  }

  private textIs(unit: number, text: string): boolean {
    return this.posts.textIs(this.post[unit], this.start[unit], text);
  }

  private indexNormal(unit: number): void {
    const text = this.textOf(unit);
    const normal = normalize(text);
    // Most texts are normal already: byText finds them by their normal form, and half a million
    // copies of their text are not kept.
    if (normal !== text) this.byNormal!.add(normal, unit);
    if (normal.length >= PREFIX_LENGTH) this.byPrefix!.add(prefixKey(this.author[unit], normal), unit);
  }

  /** A reconstructed original keeps its earliest time and its fullest text. */
  private seen(unit: number, time: number, post: number, start: number): number {
    if (this.reconstructed.has(unit)) {
      if (time < this.time[unit]) this.time[unit] = time;
      if (this.posts.textLength(post, start) > this.posts.textLength(this.post[unit], this.start[unit])) {
        const body = this.posts.text(post, start);
        if (!ELLIPSIS.test(body.trimEnd())) {
          this.post[unit] = post;
          this.start[unit] = start;
        }
      }
    }
    return unit;
  }
}

/**
 * Map from a key to every unit filed under it, as a linked chain in filing order. Keyed by a
 * text's hash (byText), a chain may hold units whose texts only share the hash: its finder checks.
 */
class Chains<K> {
  private readonly first = new Map<K, number>();
  private readonly next: number[] = [];
  /** Last unit of the chain, indexed by the chain's first unit. */
  private readonly tail: number[] = [];

  add(key: K, unit: number): void {
    while (this.next.length <= unit) {
      this.next.push(-1);
      this.tail.push(-1);
    }
    const head = this.first.get(key);
    if (head === undefined) {
      this.first.set(key, unit);
      this.tail[unit] = unit;
    } else {
      this.next[this.tail[head]] = unit;
      this.tail[head] = unit;
    }
  }

  /** The first unit filed under `key` that `accept` takes, or -1. */
  find(key: K, accept: (unit: number) => boolean): number {
    for (let unit = this.first.get(key) ?? -1; unit >= 0; unit = this.next[unit]) if (accept(unit)) return unit;
    return -1;
  }
}
