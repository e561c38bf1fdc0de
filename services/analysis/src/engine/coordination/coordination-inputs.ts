import { userKey } from '../network/build-network.js';
import { parseRelations } from '../network/parse-relations.js';
import type { Post } from '../types.js';
import { MAX_NEIGHBOURS, MAX_WINDOW_SECONDS, MIN_POST_TEXT_LENGTH } from './coordination-settings.js';
import { normalizePostText } from './normalize-post-text.js';
import { ItemTable } from './item-table.js';

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
}

const TEXT_LIMIT = 280;

/** Reads a project's posts once into the inputs of every coordination question. */
export function coordinationInputs(posts: readonly Post[]): CoordinationInputs {
  const userIndex = new Map<string, number>();
  // By the author cell as written first (no new string per post); userKey only for a new spelling.
  const userOfCell = new Map<string, number>();
  const userNames: string[] = [];
  const postsOfUser: number[] = [];
  // By a 63-bit hash of the key, not the key: half a million normalised texts are not kept (two
  // distinct keys of a 550k-post project share a hash with odds of about 10^-8, and would then
  // also need to be acted on within the window, m times, to matter).
  const itemIndex = new ItemTable(posts.length);
  const kinds: number[] = [];
  const firstPost: number[] = [];
  const seenUser = new Int32Array(posts.length);
  const seenItem = new Int32Array(posts.length);
  const seenPost = new Int32Array(posts.length);
  let seen = 0;
  for (let i = 0; i < posts.length; i++) {
    const post = posts[i];
    let user = userOfCell.get(post.author);
    if (user === undefined) {
      const name = userKey(post.author);
      user = userIndex.get(name);
      if (user === undefined) {
        user = userNames.length;
        userIndex.set(name, user);
        userNames.push(name);
        postsOfUser.push(0);
      }
      userOfCell.set(post.author, user);
    }
    postsOfUser[user]++;
    if (!Number.isFinite(post.time)) continue;
    const kind = itemKey(post.text, userNames[user]);
    if (kind === null) continue;
    const item = itemIndex.idOf(hashHigh, hashLow | kind, kinds.length);
    if (item === kinds.length) {
      kinds.push(kind);
      firstPost.push(i);
    }
    seenUser[seen] = user;
    seenItem[seen] = item;
    seenPost[seen++] = i;
  }
  const times = new Float64Array(seen);
  for (let a = 0; a < seen; a++) times[a] = posts[seenPost[a]].time;
  const order = byItemThenTime(seenItem.subarray(0, seen), times, kinds.length);
  return keepNeighboured(order, seenUser, seenItem, seenPost, times, posts, kinds, firstPost, userNames, postsOfUser);
}

const ELLIPSIS = 0x2026;
const SPACE = /\s/;

/** The last key hashed by itemKey, in two 32-bit halves (the low one's lowest bit left for the kind). */
let hashHigh = 0;
let hashLow = 0;

/**
 * The kind of item a post acts on, its key hashed into hashHigh/hashLow: a retweet of someone
 * else, keyed by the retweeted account and body as the platform copied it (without a trailing "…"
 * or "..."), or a post, by its normalised text when that is long enough; null for neither.
 */
function itemKey(text: string, author: string): ItemKind | null {
  if (maybeRetweet(text)) {
    let relations;
    try {
      relations = parseRelations(text);
    } catch {
      return null;
    }
    if (relations.retweetOf !== null) {
      if (relations.retweetOf === author) return null;
      const from = relations.bodyStart;
      let end = text.length;
      while (end > from && SPACE.test(text[end - 1])) end--;
      if (end > from && text.charCodeAt(end - 1) === ELLIPSIS) end--;
      else if (end - 3 >= from && text.startsWith('...', end - 3)) end -= 3;
      hashKey(relations.retweetOf, text, from, end);
      return ItemKind.Retweet;
    }
  }
  const normal = normalizePostText(text);
  if (normal.length < MIN_POST_TEXT_LENGTH) return null;
  // Code points, so that a Japanese sentence and an English one of the same length compare alike.
  if (normal.length < 2 * MIN_POST_TEXT_LENGTH) {
    let length = 0;
    for (const _ of normal) length++;
    if (length < MIN_POST_TEXT_LENGTH) return null;
  }
  hashKey('', normal, 0, normal.length);
  return ItemKind.Post;
}

/** Whether the text starts (after spaces) with "RT": only those are parsed for a retweet. */
function maybeRetweet(text: string): boolean {
  let i = 0;
  while (i < text.length && SPACE.test(text[i])) i++;
  return i + 1 < text.length && (text.charCodeAt(i) | 0x20) === 0x72 && (text.charCodeAt(i + 1) | 0x20) === 0x74;
}

/** Two FNV-1a hashes of different seeds over `prefix`, a separator and text[from, to): no string is built for it. */
function hashKey(prefix: string, text: string, from: number, to: number): void {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < prefix.length; i++) {
    const c = prefix.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  h1 = Math.imul(h1 ^ 1, 0x01000193);
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  hashHigh = h1;
  hashLow = h2 & ~1;
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

function keepNeighboured(
  order: Int32Array,
  seenUser: Int32Array,
  seenItem: Int32Array,
  seenPost: Int32Array,
  times: Float64Array,
  posts: readonly Post[],
  kinds: number[],
  firstPost: number[],
  userNames: string[],
  postsOfUser: number[],
): CoordinationInputs {
  const window = MAX_WINDOW_SECONDS * 1000;
  const time = (k: number) => times[order[k]];
  const user = (k: number) => seenUser[order[k]];
  const item = (k: number) => seenItem[order[k]];
  const kept: number[] = [];
  for (let k = 0; k < order.length; k++) {
    if (hasNeighbour(k, order.length, window, time, user, item)) kept.push(k);
  }
  const newUser = new Map<number, number>();
  const newItem = new Map<number, number>();
  const users: string[] = [];
  const userPosts: number[] = [];
  const itemKind: number[] = [];
  const itemText: string[] = [];
  const itemStart: number[] = [];
  const actionUser = new Int32Array(kept.length);
  const actionTime = new Float64Array(kept.length);
  const actionRow = new Int32Array(kept.length);
  kept.forEach((k, a) => {
    const oldItem = item(k);
    if (!newItem.has(oldItem)) {
      newItem.set(oldItem, itemKind.length);
      itemKind.push(kinds[oldItem]);
      itemText.push(posts[firstPost[oldItem]].text.slice(0, TEXT_LIMIT));
      itemStart.push(a);
    }
    const oldUser = user(k);
    let u = newUser.get(oldUser);
    if (u === undefined) {
      u = users.length;
      newUser.set(oldUser, u);
      users.push(userNames[oldUser]);
      userPosts.push(postsOfUser[oldUser]);
    }
    actionUser[a] = u;
    actionTime[a] = time(k);
    actionRow[a] = posts[seenPost[order[k]]].row;
  });
  itemStart.push(kept.length);
  return {
    users,
    userPosts: Int32Array.from(userPosts),
    itemKind: Uint8Array.from(itemKind),
    itemText,
    itemStart: Int32Array.from(itemStart),
    actionUser,
    actionTime,
    actionRow,
    actionsSeen: order.length,
  };
}

/** Whether another account acted on the same item within the window (looking at most MAX_NEIGHBOURS actions each way). */
function hasNeighbour(
  k: number,
  n: number,
  window: number,
  time: (k: number) => number,
  user: (k: number) => number,
  item: (k: number) => number,
): boolean {
  for (let j = k - 1, steps = 0; j >= 0 && steps < MAX_NEIGHBOURS && item(j) === item(k); j--, steps++) {
    if (time(k) - time(j) > window) break;
    if (user(j) !== user(k)) return true;
  }
  for (let j = k + 1, steps = 0; j < n && steps < MAX_NEIGHBOURS && item(j) === item(k); j++, steps++) {
    if (time(j) - time(k) > window) break;
    if (user(j) !== user(k)) return true;
  }
  return false;
}
