import { NOT_A_USER } from '../network/build-network.js';
import { postAuthors } from '../result/user-post-lists.js';
import { parseRelations } from '../network/parse-relations.js';
import { PostTable, type PostsGiven } from '../posts/post-table.js';
import { MAX_NEIGHBOURS, MAX_WINDOW_SECONDS, MIN_POST_TEXT_LENGTH } from './coordination-settings.js';
import { hashHigh, hashKey, hashLow } from './key-hash.js';
import { hashNormalText } from './normal-text-hash.js';
import { ItemTable } from './item-table.js';
import { shingleHashesInto, type HashSink } from './shingles.js';
import { hasShingleNeighbour, rankShingles, type RankedShingles } from './shingle-table.js';
import { nearIdenticalMatches } from './near-identical-matches.js';
import { NO_NEAR_MATCHES, type NearMatchTable } from './near-match-table.js';
import { COORDINATION_SETTINGS } from '@kizuna/proto/engine-rules';

/** An item is either an original post being retweeted, or a normalised text being posted. */
export const ItemKind = { Retweet: 0, Post: 1 } as const;
export type ItemKind = (typeof ItemKind)[keyof typeof ItemKind];

/**
 * What every coordination question of a project is answered from, whatever its settings (up to
 * MAX_WINDOW_SECONDS): the actions that have another account's action on the same item within that
 * window, grouped by item and in time order within each. Everything else can never be a co-action.
 */
export interface CoordinationInputs {
  /** Node ids (lowercased screen names) of the accounts with an action kept. */
  users: string[];
  /** Each of those accounts' posts in the whole project (what a co-action share is a share of). */
  userPosts: Int32Array;
  itemKind: Uint8Array;
  /** What an item shows as evidence: the first post's text, cut to TEXT_LIMIT characters. */
  itemText: string[];
  /** Actions of item i are itemStart[i] .. itemStart[i + 1] - 1, in time order. */
  itemStart: Int32Array;
  actionUser: Int32Array;
  /** Epoch ms. */
  actionTime: Float64Array;
  /** The post's data row in the uploaded file. */
  actionRow: Int32Array;
  /** Retweets and texts long enough to compare, before keeping only those with a neighbour. */
  actionsSeen: number;
  /**
   * The near-identical matches between the kept posts at the widest bounds (the lowest similarity
   * and the widest window a question may ask for), which every question filters: the posts'
   * shingles are not kept. None in the exact copies' inputs.
   */
  near: NearMatchTable;
}

/**
 * What the project's network already read of each post (buildNetwork's UserNetwork has these):
 * given, the inputs take each post's author and retweet from it instead of reading them again.
 */
export interface ReadPosts {
  /** User keys (userKey), by id. */
  names: readonly string[];
  postAuthor: Int32Array;
  /** -1: not a retweet; NOT_A_USER (-2): a retweet of a name the network did not make a user. */
  postRetweetOf: Int32Array;
  postBodyStart: Int32Array;
}

const TEXT_LIMIT = 280;
/** No body starts when the network is not given (every post is read by itemKey then). */
const NONE = new Int32Array(0);

/**
 * Reads a project's posts once into the inputs of every coordination question. Without
 * `nearIdentical` the posts are not shingled: the inputs keep only actions with an exact co-action
 * and answer at 100 % only (computed while the project is prepared; the near-identical inputs come
 * after its runs, docs/coordination.md).
 */
export function coordinationInputs(
  given: PostsGiven,
  read?: ReadPosts,
  { nearIdentical = true }: { nearIdentical?: boolean } = {},
): CoordinationInputs {
  const posts = PostTable.of(given);
  const authors = read && read.postAuthor.length === posts.length ? read : postAuthors(posts);
  const { names, postAuthor } = authors;
  const postsOfUser = new Int32Array(names.length);
  // By a 63-bit hash of the key, not the key: half a million normalised texts are not kept (two
  // distinct keys of a 550k-post project share a hash with odds of about 10^-8, and would then
  // also need to be acted on within the window, m times, to matter).
  const itemIndex = new ItemTable(posts.length);
  const kinds: number[] = [];
  const firstPost: number[] = [];
  const seenUser = new Int32Array(posts.length);
  const seenItem = new Int32Array(posts.length);
  // Each action's time and data row, read here in post order: read later by item they were each
  // a cache miss on a post object (a third of the inputs' time on the 551k-post grid file).
  const seenTime = new Float64Array(posts.length);
  const seenRow = new Int32Array(posts.length);
  const seenPost = new Int32Array(posts.length);
  const retweetOf = 'postRetweetOf' in authors ? authors.postRetweetOf : null;
  const bodyStart = 'postBodyStart' in authors ? authors.postBodyStart : NONE;
  let seen = 0;
  for (let i = 0; i < posts.length; i++) {
    const user = postAuthor[i];
    postsOfUser[user]++;
    const time = posts.times[i];
    if (!Number.isFinite(time)) continue;
    let kind: ItemKind | null;
    const target = retweetOf ? retweetOf[i] : NOT_A_USER;
    if (target >= 0) kind = target === user ? null : retweetKey(names[target], posts.text(i), bodyStart[i]);
    else if (target === -1) kind = postKey(posts.text(i));
    // Without the network, or a retweet of a name it left out: read here.
    else kind = itemKey(posts.text(i), names[user]);
    if (kind === null) continue;
    const item = itemIndex.idOf(hashHigh(), hashLow() | kind, kinds.length);
    if (item === kinds.length) {
      kinds.push(kind);
      firstPost.push(i);
    }
    seenUser[seen] = user;
    seenItem[seen] = item;
    seenTime[seen] = time;
    seenPost[seen] = i;
    seenRow[seen++] = posts.rows[i];
  }
  const order = byItemThenTime(seenItem.subarray(0, seen), seenTime, kinds.length);
  return keepNeighboured(
    order,
    { seenUser, seenItem, seenTime, seenRow, seenPost },
    posts,
    kinds,
    firstPost,
    names,
    postsOfUser,
    nearIdentical,
  );
}

const ELLIPSIS = 0x2026;

/**
 * The kind of item a post acts on, its key hashed (key-hash.ts): a retweet of someone else, keyed
 * by the retweeted account and body as the platform copied it (without a trailing "…" or "..."),
 * or a post, by its normalised text when that is long enough; null for neither.
 */
function itemKey(text: string, author: string): ItemKind | null {
  if (maybeRetweet(text)) {
    let relations;
    try {
      relations = parseRelations(text);
    } catch {
      return null;
    }
    if (relations.retweetOf !== null)
      return relations.retweetOf === author ? null : retweetKey(relations.retweetOf, text, relations.bodyStart);
  }
  return postKey(text);
}

function retweetKey(retweeted: string, text: string, from: number): ItemKind {
  let end = text.length;
  while (end > from && isSpace(text.charCodeAt(end - 1))) end--;
  if (end > from && text.charCodeAt(end - 1) === ELLIPSIS) end--;
  else if (end - 3 >= from && text.startsWith('...', end - 3)) end -= 3;
  hashKey(retweeted, text, from, end);
  return ItemKind.Retweet;
}

/** Code points, so that a Japanese sentence and an English one of the same length compare alike. */
function postKey(text: string): ItemKind | null {
  return hashNormalText(text) < MIN_POST_TEXT_LENGTH ? null : ItemKind.Post;
}

/** Whether the text starts (after spaces) with "RT": only those are parsed for a retweet. */
function maybeRetweet(text: string): boolean {
  let i = 0;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i + 1 < text.length && (text.charCodeAt(i) | 0x20) === 0x72 && (text.charCodeAt(i + 1) | 0x20) === 0x74;
}

/** JavaScript's \s, without a regular expression per character. */
function isSpace(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/**
 * Action positions grouped by item, each item's in time order (ties in post order): sorted by
 * time once (skipped when the posts come in time order, as most files do), then a stable counting
 * sort by item.
 */
function byItemThenTime(items: Int32Array, times: Float64Array, itemCount: number): Int32Array {
  const n = items.length;
  let byTime = new Int32Array(n);
  let sorted = true;
  for (let a = 0; a < n; a++) {
    byTime[a] = a;
    if (a > 0 && times[a] < times[a - 1]) sorted = false;
  }
  if (!sorted) byTime = byTime.sort((a, b) => times[a] - times[b] || a - b);
  const start = new Int32Array(itemCount + 1);
  for (let a = 0; a < n; a++) start[items[a] + 1]++;
  for (let i = 0; i < itemCount; i++) start[i + 1] += start[i];
  const order = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    const a = byTime[k];
    order[start[items[a]]++] = a;
  }
  return order;
}

/** What the first pass read of each action, in post order. */
interface Seen {
  seenUser: Int32Array;
  seenItem: Int32Array;
  seenTime: Float64Array;
  seenRow: Int32Array;
  seenPost: Int32Array;
}

/**
 * The actions in `order` that have another account's action on their item within the widest
 * window (at most MAX_NEIGHBOURS away), or, for a post, another account's post within it that
 * may be near-identical at the lowest similarity asked for (hasShingleNeighbour), with their
 * accounts and items numbered again in the order they first come (so the inputs do not depend on
 * how the posts' authors were numbered).
 */
function keepNeighboured(
  order: Int32Array,
  { seenUser, seenItem, seenTime, seenRow, seenPost }: Seen,
  posts: PostTable,
  kinds: number[],
  firstPost: number[],
  names: readonly string[],
  postsOfUser: Int32Array,
  nearIdentical: boolean,
): CoordinationInputs {
  const window = MAX_WINDOW_SECONDS * 1000;
  const n = order.length;
  // In item-then-time order, so the neighbour test below reads memory in order.
  const user = new Int32Array(n);
  const item = new Int32Array(n);
  const time = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const a = order[k];
    user[k] = seenUser[a];
    item[k] = seenItem[a];
    time[k] = seenTime[a];
  }
  const shingled = nearIdentical ? postShingles(order, item, time, seenPost, posts, kinds) : null;
  const similar = shingled ? hasShingleNeighbour(shingled.shingles, user, time, shingled.byTime, window) : null;
  const kept = new Int32Array(n);
  let keptCount = 0;
  for (let k = 0; k < n; k++) if (similar?.[k] || hasNeighbour(k, n, window, time, user, item)) kept[keptCount++] = k;
  const newUser = new Int32Array(names.length).fill(-1);
  const newItem = new Int32Array(kinds.length).fill(-1);
  const users: string[] = [];
  const userPosts: number[] = [];
  const itemKind: number[] = [];
  const itemText: string[] = [];
  const itemStart: number[] = [];
  const actionUser = new Int32Array(keptCount);
  const actionTime = new Float64Array(keptCount);
  const actionRow = new Int32Array(keptCount);
  for (let a = 0; a < keptCount; a++) {
    const k = kept[a];
    const oldItem = item[k];
    if (newItem[oldItem] < 0) {
      newItem[oldItem] = itemKind.length;
      itemKind.push(kinds[oldItem]);
      itemText.push(posts.text(firstPost[oldItem]).slice(0, TEXT_LIMIT));
      itemStart.push(a);
    }
    const oldUser = user[k];
    let u = newUser[oldUser];
    if (u < 0) {
      u = newUser[oldUser] = users.length;
      users.push(names[oldUser]);
      userPosts.push(postsOfUser[oldUser]);
    }
    actionUser[a] = u;
    actionTime[a] = time[k];
    actionRow[a] = seenRow[order[k]];
  }
  itemStart.push(keptCount);
  const itemStarts = Int32Array.from(itemStart);
  // Matched once at the widest bounds: a question filters these (near-match-table.ts).
  const near = shingled
    ? nearIdenticalMatches(
        {
          itemStart: itemStarts,
          actionUser,
          actionTime,
          ...keptShingles(shingled.shingles, kept.subarray(0, keptCount)),
        },
        COORDINATION_SETTINGS.similarity_percent.min,
        window,
      )
    : NO_NEAR_MATCHES;
  return {
    users,
    userPosts: Int32Array.from(userPosts),
    itemKind: Uint8Array.from(itemKind),
    itemText,
    itemStart: itemStarts,
    actionUser,
    actionTime,
    actionRow,
    actionsSeen: n,
    near,
  };
}

/** Each post action's shingles (none for retweets), ranked, and the posts with shingles in time order. */
function postShingles(
  order: Int32Array,
  item: Int32Array,
  time: Float64Array,
  seenPost: Int32Array,
  posts: PostTable,
  kinds: number[],
): { shingles: RankedShingles; byTime: Int32Array } {
  const n = order.length;
  const start = new Int32Array(n + 1);
  const sink: HashSink = { data: new Int32Array(1 << 16), length: 0 };
  const withShingles: number[] = [];
  // Campaign copies and popular texts repeat word for word: a post whose text equals the one
  // before it of the same item (they come item by item) takes that one's shingles, unshingled.
  let lastItem = -1;
  let lastText = '';
  for (let k = 0; k < n; k++) {
    if (kinds[item[k]] === ItemKind.Post) {
      const text = posts.text(seenPost[order[k]]);
      let count: number;
      if (item[k] === lastItem && text === lastText) {
        count = start[k] - start[k - 1];
        copyLast(sink, count);
      } else count = shingleHashesInto(text, sink);
      lastItem = item[k];
      lastText = text;
      if (count > 0) withShingles.push(k);
    } else lastItem = -1;
    start[k + 1] = sink.length;
  }
  const byTime = Int32Array.from(withShingles).sort((a, b) => time[a] - time[b] || a - b);
  return { shingles: rankShingles(start, sink.data.subarray(0, sink.length)), byTime };
}

/** Appends the sink's last `count` hashes again. */
function copyLast(sink: HashSink, count: number): void {
  while (sink.length + count > sink.data.length) {
    const grown = new Int32Array(sink.data.length * 2);
    grown.set(sink.data.subarray(0, sink.length));
    sink.data = grown;
  }
  sink.data.copyWithin(sink.length, sink.length - count, sink.length);
  sink.length += count;
}

/** The kept actions' shingles, their ranks numbered again from 0 in the same order (only those still used). */
function keptShingles(all: RankedShingles, kept: Int32Array): { shingleStart: Int32Array; shingles: Int32Array } {
  const shingleStart = new Int32Array(kept.length + 1);
  for (let a = 0; a < kept.length; a++)
    shingleStart[a + 1] = shingleStart[a] + all.start[kept[a] + 1] - all.start[kept[a]];
  const shingles = new Int32Array(shingleStart[kept.length]);
  let rankCount = 0;
  for (const r of all.ranks) rankCount = Math.max(rankCount, r + 1);
  const newRank = new Int32Array(rankCount + 1);
  for (let a = 0; a < kept.length; a++)
    for (let k = all.start[kept[a]]; k < all.start[kept[a] + 1]; k++) newRank[all.ranks[k] + 1] = 1;
  for (let r = 0; r < rankCount; r++) newRank[r + 1] += newRank[r];
  for (let a = 0, w = 0; a < kept.length; a++)
    for (let k = all.start[kept[a]]; k < all.start[kept[a] + 1]; k++) shingles[w++] = newRank[all.ranks[k]];
  return { shingleStart, shingles };
}

/** Whether another account acted on the same item within the window (looking at most MAX_NEIGHBOURS actions each way). */
function hasNeighbour(
  k: number,
  n: number,
  window: number,
  time: Float64Array,
  user: Int32Array,
  item: Int32Array,
): boolean {
  for (let j = k - 1, steps = 0; j >= 0 && steps < MAX_NEIGHBOURS && item[j] === item[k]; j--, steps++) {
    if (time[k] - time[j] > window) break;
    if (user[j] !== user[k]) return true;
  }
  for (let j = k + 1, steps = 0; j < n && steps < MAX_NEIGHBOURS && item[j] === item[k]; j++, steps++) {
    if (time[j] - time[k] > window) break;
    if (user[j] !== user[k]) return true;
  }
  return false;
}
