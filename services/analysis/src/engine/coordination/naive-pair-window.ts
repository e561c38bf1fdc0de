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

/** A pair's distinct co-retweeted items, its co-posted texts (the rule's smaller of the two accounts' matched texts) and how many of those only near-identical texts give. */
export interface NaiveCounts {
  retweets: number;
  posts: number;
  nearPosts: number;
}

/**
 * The pairs reaching min_repetitions ("a\u0000b", a < b) with their counts: every pair of actions
 * compared, retweets on equal items, posts on equal normalised texts or, below 100 %, on shingle
 * sets at least similarity_percent alike (Jaccard, both sets of 5 shingles or more).
 */
export function naiveCoordinatedPairs(
  posts: readonly Post[],
  settings: CoordinationSettings,
): Map<string, NaiveCounts> {
  const retweets = new Map<string, { user: string; time: number }[]>();
  const texts: { user: string; time: number; normal: string; shingles: Set<string> }[] = [];
  for (const post of posts) {
    if (!Number.isFinite(post.time)) continue;
    const user = userKey(post.author);
    const relations = parseRelations(post.text);
    if (relations.retweetOf !== null) {
      if (relations.retweetOf === user) continue;
      const body = post.text.slice(relations.bodyStart).trimEnd();
      const key = `${relations.retweetOf}\u0001${body.replace(/(?:…|\.\.\.)$/, '')}`;
      retweets.set(key, [...(retweets.get(key) ?? []), { user, time: post.time }]);
    } else {
      const normal = normalizePostText(post.text);
      if ([...normal].length < MIN_POST_TEXT_LENGTH) continue;
      texts.push({ user, time: post.time, normal, shingles: naiveShingles(post.text) });
    }
  }
  const retweeted = new Map<string, number>();
  for (const actions of retweets.values()) {
    const pairs = new Set<string>();
    for (const a of actions)
      for (const b of actions)
        if (a.user < b.user && Math.abs(a.time - b.time) <= settings.window_seconds * 1000)
          pairs.add(`${a.user}\u0000${b.user}`);
    for (const pair of pairs) retweeted.set(pair, (retweeted.get(pair) ?? 0) + 1);
  }
  // Per pair: the texts of its first account matched, of its second, and the texts both posted equal.
  const matched = new Map<string, { first: Set<string>; second: Set<string>; equal: Set<string> }>();
  for (const a of texts)
    for (const b of texts) {
      if (a.user >= b.user || Math.abs(a.time - b.time) > settings.post_window_seconds * 1000) continue;
      const equal = a.normal === b.normal;
      if (
        !equal &&
        !(settings.similarity_percent < 100 && similar(a.shingles, b.shingles, settings.similarity_percent))
      )
        continue;
      const pair = `${a.user}\u0000${b.user}`;
      const sets = matched.get(pair) ?? { first: new Set(), second: new Set(), equal: new Set() };
      sets.first.add(a.normal);
      sets.second.add(b.normal);
      if (equal) sets.equal.add(a.normal);
      matched.set(pair, sets);
    }
  const counts = new Map<string, NaiveCounts>();
  for (const pair of new Set([...retweeted.keys(), ...matched.keys()])) {
    const sets = matched.get(pair);
    const texts = sets ? Math.min(sets.first.size, sets.second.size) : 0;
    const count = { retweets: retweeted.get(pair) ?? 0, posts: texts, nearPosts: texts - (sets?.equal.size ?? 0) };
    if (count.retweets + count.posts >= settings.min_repetitions) counts.set(pair, count);
  }
  return counts;
}

/** Shingles as the rule states them, as strings: 3-grams of a text with kana or kanji (spaces removed), else its words. */
export function naiveShingles(text: string): Set<string> {
  const normal = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/https?:\/\/\S+/g, '')
    .replace(/@[A-Za-z0-9_]+/g, '');
  if (/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u.test(normal)) {
    const chars = [...normal.replace(/\s/gu, '')];
    return new Set(chars.slice(2).map((c, i) => chars[i] + chars[i + 1] + c));
  }
  return new Set(normal.match(/[\p{L}\p{M}\p{N}\p{Pc}]+/gu) ?? []);
}

function similar(a: Set<string>, b: Set<string>, percent: number): boolean {
  if (a.size < 5 || b.size < 5) return false;
  let common = 0;
  for (const s of a) if (b.has(s)) common++;
  return 100 * common >= percent * (a.size + b.size - common);
}
