import { userKey } from '../network/build-network.js';
import { parseRelations } from '../network/parse-relations.js';
import type { Post } from '../types.js';
import { MIN_POST_TEXT_LENGTH, type CoordinationSettings } from './coordination-settings.js';
import { normalizePostText } from './normalize-post-text.js';

/**
 * The pair-window method as the coordination scripts state it, with nothing bounded: every pair of
 * actions on the same item within the window, counted once per item and pair; accounts of the
 * pairs reaching min_repetitions. Quadratic in an item's actions — the reference the engine is
 * checked against (tests, bench), never used to answer.
 */
export function naiveCoordinatedAccounts(posts: readonly Post[], settings: CoordinationSettings): Set<string> {
  const accounts = new Set<string>();
  for (const pair of naiveCoordinatedPairs(posts, settings).keys())
    for (const user of pair.split('\u0000')) accounts.add(user);
  return accounts;
}

/** The pairs reaching min_repetitions ("a\u0000b", a < b) with their distinct items by kind. */
export function naiveCoordinatedPairs(
  posts: readonly Post[],
  settings: CoordinationSettings,
): Map<string, { retweets: number; posts: number }> {
  const byItem = new Map<string, { user: string; time: number; window: number }[]>();
  for (const post of posts) {
    if (!Number.isFinite(post.time)) continue;
    const user = userKey(post.author);
    const relations = parseRelations(post.text);
    let key: string;
    let window: number;
    if (relations.retweetOf !== null) {
      if (relations.retweetOf === user) continue;
      const body = post.text.slice(relations.bodyStart).trimEnd();
      key = `r${relations.retweetOf}\u0001${body.replace(/(?:…|\.\.\.)$/, '')}`;
      window = settings.window_seconds * 1000;
    } else {
      const normal = normalizePostText(post.text);
      if ([...normal].length < MIN_POST_TEXT_LENGTH) continue;
      key = `p${normal}`;
      window = settings.post_window_seconds * 1000;
    }
    const list = byItem.get(key) ?? [];
    list.push({ user, time: post.time, window });
    byItem.set(key, list);
  }
  const counts = new Map<string, { retweets: number; posts: number }>();
  for (const [key, actions] of byItem) {
    const pairs = new Set<string>();
    for (let i = 0; i < actions.length; i++)
      for (let j = 0; j < actions.length; j++) {
        const [a, b] = [actions[i], actions[j]];
        if (a.user < b.user && Math.abs(a.time - b.time) <= a.window) pairs.add(`${a.user}\u0000${b.user}`);
      }
    for (const pair of pairs) {
      const count = counts.get(pair) ?? { retweets: 0, posts: 0 };
      if (key.startsWith('r')) count.retweets++;
      else count.posts++;
      counts.set(pair, count);
    }
  }
  for (const [pair, count] of counts) if (count.retweets + count.posts < settings.min_repetitions) counts.delete(pair);
  return counts;
}
