/**
 * The form in which two posts count as the same text for co-posting: full-width and compatibility
 * characters folded (NFKC: ＡＢＣ → abc, ｶﾀｶﾅ → カタカナ, ＠ → @), case folded, and links,
 * @mentions and every whitespace removed — copy-paste campaigns vary exactly these (a tracking
 * link, a different person addressed, a line break).
 */
const LINK = /https?:\/\/[^\s]+/g;
const MENTION = /@[A-Za-z0-9_]+/g;
const SPACE = /\s+/g;

export function normalizePostText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(LINK, '').replace(MENTION, '').replace(SPACE, '');
}

const TRAILING_ELLIPSIS = /(?:\.\.\.|…)+$/;

/** A retweeted body as a key: normalised, without the "…" a client adds when it cuts a long one. */
export function normalizeRetweetBody(body: string): string {
  return normalizePostText(body).replace(TRAILING_ELLIPSIS, '');
}
