import type { ColumnRole } from './column-mapping';

type SuggestedRole = Exclude<ColumnRole, '' | 'other'>;

/**
 * Header names that usually hold each role, in the exports users bring (Twitter API, twint,
 * R's twitteR, 4CAT, spreadsheets in English or Japanese), best first.
 */
const PATTERNS: Record<SuggestedRole, RegExp[]> = {
  time: [
    /^(created_?at|created|tweet_?date|posted_?at|timestamp|datetime|date_?time)$/,
    /^(date|time|日時|投稿日時|日付|作成日時)$/,
  ],
  author: [
    /^(tweet_user_screen_name|screen_?name|user_?screen_?name|username|user_?name|author)$/,
    /^(user|author_?id|user_?id|投稿者|ユーザー名|アカウント)$/,
  ],
  contents: [/^(tweet_?text|full_?text|text|tweet|contents?|body|message)$/, /^(本文|内容|投稿内容|ツイート)$/],
  followers: [
    /^(followers_?count|count_?followers?|follower_?count|user_followers_count|followers)$/,
    /^(フォロワー数)$/,
  ],
};

/** Longer than every name above: a longer header is never read by a pattern (length before pattern). */
const SUGGESTED_NAME_MAX = 40;

/**
 * A first guess at the column roles from the header names, so the common case needs no
 * clicks: each role goes to the best-matching column, at most one column per role. The user
 * can change every choice.
 */
export function suggestRoles(headers: readonly string[]): ColumnRole[] {
  const roles: ColumnRole[] = headers.map(() => '');
  const names = headers.map((h) => h.trim().toLowerCase());
  for (const role of Object.keys(PATTERNS) as SuggestedRole[]) {
    for (const pattern of PATTERNS[role]) {
      const column = names.findIndex(
        (name, i) => roles[i] === '' && name.length <= SUGGESTED_NAME_MAX && pattern.test(name),
      );
      if (column !== -1) {
        roles[column] = role;
        break;
      }
    }
  }
  return roles;
}
