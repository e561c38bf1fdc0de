import { parseFollowers } from '../parse-followers.js';
import { profileColumn, type ColumnProfile } from './column-profile.js';
import type { ColumnSuggestion, SuggestedRole } from './suggested-role.js';

/** "Nearly every row": the share of sampled rows a role's values must fill. */
export const NEARLY_ALL = 0.9;
/** A candidate is clearly best when it scores this many times the next one of its tier. */
export const CLEAR_MARGIN = 1.5;
/** Post text is long: its values average at least this many characters. */
export const TEXT_MIN_MEAN_CHARS = 20;
/** Fewer distinct values than this (or a fifth of the rows, if less) is a category, not accounts. */
export const AUTHOR_MIN_DISTINCT = 10;
/** Account ids repeat: a column of ids more distinct than this share is of posts or threads. */
export const ID_MAX_DISTINCT_SHARE = 0.9;
/** Authors seen twice or more needed before a count can be called one value per account. */
export const FOLLOWERS_MIN_REPEATED_AUTHORS = 3;

interface Candidate {
  column: number;
  /** Higher tiers win outright (a formatted date over bare digits, a handle over an id). */
  tier: number;
  /** Within the best tier, the best score must be CLEAR_MARGIN times the next. */
  score: number;
}

/** The one clearly best candidate, or -1 when there is none or two come close. */
export function clearlyBest(candidates: readonly Candidate[]): number {
  if (candidates.length === 0) return -1;
  const tier = Math.max(...candidates.map((c) => c.tier));
  const top = candidates.filter((c) => c.tier === tier).sort((a, b) => b.score - a.score);
  if (top.length > 1 && top[0].score < CLEAR_MARGIN * top[1].score) return -1;
  return top[0].column;
}

function timeCandidate(p: ColumnProfile, column: number): Candidate | null {
  if (p.rows === 0 || p.times < NEARLY_ALL * p.rows) return null;
  // A time of day beats a bare date, which beats bare digits (epoch seconds or Excel serials,
  // which an id or a count can also be).
  const tier = p.timesWithClock * 2 >= p.times ? 3 : p.timesDigitsOnly * 2 >= p.times ? 1 : 2;
  // Post times are mostly distinct; an account's creation date repeats with its posts.
  return { column, tier, score: p.distinct };
}

function authorCandidate(p: ColumnProfile, column: number): Candidate | null {
  if (p.rows === 0 || p.filled < NEARLY_ALL * p.rows) return null;
  if (p.handles + p.ids < NEARLY_ALL * p.filled) return null;
  if (p.distinct < Math.max(3, Math.min(AUTHOR_MIN_DISTINCT, 0.2 * p.filled))) return null;
  if (p.handles * 2 >= p.filled) return { column, tier: 2, score: p.distinct };
  // Digits only: account ids repeat often; post and conversation ids (nearly all distinct) are
  // not accounts.
  if (p.distinct > ID_MAX_DISTINCT_SHARE * p.filled) return null;
  return { column, tier: 1, score: p.distinct };
}

function contentsCandidate(p: ColumnProfile, column: number): Candidate | null {
  if (p.rows === 0 || p.filled < 0.8 * p.rows || p.texts < 0.8 * p.filled) return null;
  const mean = p.chars / p.filled;
  if (mean < TEXT_MIN_MEAN_CHARS) return null;
  // Long and rarely repeated: a bio or a place name repeats with its account, a category always.
  return { column, tier: 1, score: mean * (p.distinct / p.filled) };
}

/**
 * A follower count is one whole number per account: for the authors seen with more than one
 * post, the column barely changes between their posts (a count may move a little over the
 * collection), while a post's own counts (retweets, likes) differ from post to post.
 */
function followersCandidate(
  rows: readonly (readonly string[])[],
  p: ColumnProfile,
  column: number,
  author: number,
  contents: number,
): Candidate | null {
  if (p.rows === 0 || p.filled < NEARLY_ALL * p.rows || p.counts < NEARLY_ALL * p.filled) return null;
  // Account ids are whole numbers too, and also one per account.
  if (p.ids * 2 >= p.filled) return null;
  const byAuthor = new Map<string, { min: number; max: number; posts: Set<string> }>();
  const values = new Set<number>();
  rows.forEach((row, r) => {
    const count = parseFollowers(row[column] ?? '');
    const who = row[author] ?? '';
    if (typeof count !== 'number' || count < 0 || who === '') return;
    values.add(count);
    // A post is told apart by its text; without a text column, every row is one.
    const post = contents >= 0 ? (row[contents] ?? '') : String(r);
    const seen = byAuthor.get(who);
    if (!seen) byAuthor.set(who, { min: count, max: count, posts: new Set([post]) });
    else {
      seen.min = Math.min(seen.min, count);
      seen.max = Math.max(seen.max, count);
      seen.posts.add(post);
    }
  });
  // Only an author's different posts say anything: a row written twice repeats every column.
  const repeated = [...byAuthor.values()].filter((a) => a.posts.size > 1);
  if (repeated.length < FOLLOWERS_MIN_REPEATED_AUTHORS) return null;
  const steady = repeated.filter((a) => a.max - a.min <= Math.max(2, 0.02 * a.max)).length;
  if (steady < NEARLY_ALL * repeated.length) return null;
  // A constant column (a flag, a zero, a confidence of mostly 1) is steady too: the counts must
  // differ between accounts.
  if (values.size < 0.5 * byAuthor.size) return null;
  return { column, tier: 1, score: steady / repeated.length };
}

/**
 * Suggestions from the sampled values, for the roles `byName` left open and on the columns it
 * left blank: times first, then accounts, text, and follower counts (which need the account
 * column). A role is suggested only when one column is clearly best (see clearlyBest).
 */
export function suggestByValues(
  rows: readonly (readonly string[])[],
  byName: readonly ColumnSuggestion[],
): ColumnSuggestion[] {
  const out = [...byName];
  const profiles = out.map((_s, column) => profileColumn(rows, column));
  const open = (column: number) => out[column].role === '';
  const has = (role: SuggestedRole) => out.some((s) => s.role === role);
  const decide = (role: SuggestedRole, candidate: (p: ColumnProfile, column: number) => Candidate | null) => {
    if (has(role)) return;
    const candidates = profiles.flatMap((p, column) => {
      const c = open(column) ? candidate(p, column) : null;
      return c ? [c] : [];
    });
    const column = clearlyBest(candidates);
    if (column >= 0) out[column] = { role, source: 'value', tool: '' };
  };
  decide('time', timeCandidate);
  decide('author', authorCandidate);
  decide('contents', contentsCandidate);
  const author = out.findIndex((s) => s.role === 'author');
  const contents = out.findIndex((s) => s.role === 'contents');
  if (author >= 0) decide('followers', (p, column) => followersCandidate(rows, p, column, author, contents));
  return out;
}
