import { userKey } from '../network/build-network.js';
import { parseRelations } from '../network/parse-relations.js';
import type { Post } from '../types.js';
import { MAX_NEIGHBOURS, MAX_WINDOW_SECONDS, MIN_POST_TEXT_LENGTH } from './coordination-settings.js';
import { normalizePostText, normalizeRetweetBody } from './normalize-post-text.js';

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
  const userNames: string[] = [];
  const postsOfUser: number[] = [];
  // By a 52-bit hash of the key, not the key: half a million normalised texts are not kept (two
  // distinct texts share a hash about once in 10^5 projects of 550k posts, and would then also
  // need to be acted on within the window, m times).
  const itemIndex = new Map<number, number>();
  const kinds: number[] = [];
  const firstPost: number[] = [];
  const seenUser: number[] = [];
  const seenItem: number[] = [];
  const seenPost: number[] = [];
  for (let i = 0; i < posts.length; i++) {
    const post = posts[i];
    const name = userKey(post.author);
    let user = userIndex.get(name);
    if (user === undefined) {
      user = userNames.length;
      userIndex.set(name, user);
      userNames.push(name);
      postsOfUser.push(0);
    }
    postsOfUser[user]++;
    if (!Number.isFinite(post.time)) continue;
    const key = itemKey(post.text, name);
    if (key === null) continue;
    const hash = keyHash(key);
    let item = itemIndex.get(hash);
    if (item === undefined) {
      item = kinds.length;
      itemIndex.set(hash, item);
      kinds.push(key.charCodeAt(0) === 0x72 ? ItemKind.Retweet : ItemKind.Post);
      firstPost.push(i);
    }
    seenUser.push(user);
    seenItem.push(item);
    seenPost.push(i);
  }
  const order = byItemThenTime(seenItem, seenPost, posts, kinds.length);
  return keepNeighboured(order, seenUser, seenItem, seenPost, posts, kinds, firstPost, userNames, postsOfUser);
}

/** 'r' + retweeted account + body for a retweet of someone else, 'p' + text for a long enough post; null otherwise. */
function itemKey(text: string, author: string): string | null {
  let relations;
  try {
    relations = parseRelations(text);
  } catch {
    return null;
  }
  if (relations.retweetOf !== null) {
    if (relations.retweetOf === author) return null;
    return `r${relations.retweetOf}\u0001${normalizeRetweetBody(text.slice(relations.bodyStart))}`;
  }
  const normal = normalizePostText(text);
  // Code points, so that a Japanese sentence and an English one of the same length compare alike.
  let length = 0;
  for (const _ of normal) if (++length >= MIN_POST_TEXT_LENGTH) return `p${normal}`;
  return null;
}

/** Two FNV-1a hashes of different seeds, 32 + 20 bits, as one exact integer. */
function keyHash(key: string): number {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return (h1 >>> 0) * 0x100000 + ((h2 >>> 12) & 0xfffff);
}

/** Action positions grouped by item (a counting sort), each item's in time order. */
function byItemThenTime(items: number[], postOf: number[], posts: readonly Post[], itemCount: number): Int32Array {
  const start = new Int32Array(itemCount + 1);
  for (const item of items) start[item + 1]++;
  for (let i = 0; i < itemCount; i++) start[i + 1] += start[i];
  const fill = start.slice(0, itemCount);
  const order = new Int32Array(items.length);
  for (let a = 0; a < items.length; a++) order[fill[items[a]]++] = a;
  for (let item = 0; item < itemCount; item++) {
    const from = start[item];
    const to = start[item + 1];
    if (to - from < 2) continue;
    // Stable by post order for equal times, so the answer does not depend on the sort.
    const part = Array.from(order.subarray(from, to)).sort(
      (a, b) => posts[postOf[a]].time - posts[postOf[b]].time || a - b,
    );
    order.set(part, from);
  }
  return order;
}

function keepNeighboured(
  order: Int32Array,
  seenUser: number[],
  seenItem: number[],
  seenPost: number[],
  posts: readonly Post[],
  kinds: number[],
  firstPost: number[],
  userNames: string[],
  postsOfUser: number[],
): CoordinationInputs {
  const window = MAX_WINDOW_SECONDS * 1000;
  const time = (k: number) => posts[seenPost[order[k]]].time;
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
