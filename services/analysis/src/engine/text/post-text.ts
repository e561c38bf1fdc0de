/** A post's text made ready for part-of-speech analysis, with its hashtags taken out. */
export interface CleanedPostText {
  /** NFKC-normalised text without retweet prefix, URLs, @names, RT markers or hashtags. */
  body: string;
  /** Lowercased hashtags including the leading '#', in order of appearance. */
  hashtags: string[];
}

// One or more leading "RT @name:" markers (full-width @ and colon included, as users type them).
const RETWEET_PREFIX = /^(?:\s*RT\s*[@＠]\w+\s*[:：]?\s*)+/;
const URL = /(?:https?:\/\/|www\.|pic\.twitter\.com\/)[\x21-\x7e]*/gi;
const MENTION = /@\w+/g;
const RT_MARKER = /\bRT\b/g;
const HTML_ENTITY = /&(?:[a-z]+|#\d+);/gi;
// Byte escapes left by R's twitteR export, e.g. "<ed><U+00A0><U+00BD>".
const R_ESCAPE = /<(?:U\+[0-9a-f]{4,6}|[0-9a-f]{2})>/gi;
// Twitter's rule: '#' not preceded by a word character, then letters, marks, digits or '_'.
const HASHTAG = /(^|[^\p{L}\p{M}\p{N}_&/])#([\p{L}\p{M}\p{N}_]+)/gu;
const HAS_LETTER = /\p{L}/u;

/** Removes the leading "RT @name:" of a retweet so the copy reads like the original. */
export function stripRetweetPrefix(text: string): string {
  return text.replace(RETWEET_PREFIX, '');
}

/**
 * The part of a post's text its terms depend on, as a key: texts with equal keys get equal terms
 * (cleanPostText takes out the same URLs after the same normalisation), so a corpus tokenizes each
 * key once. Real collections repeat texts with another link (each share gets its own t.co URL):
 * 2–6% fewer texts to tokenize on the shared tweet files than stripping the retweet prefix alone.
 */
export function termKey(text: string): string {
  const key = stripRetweetPrefix(text).normalize('NFKC');
  return mayHoldUrl(key) ? key.replace(URL, ' ') : key;
}

/** Every URL form holds '/' or '.' ("://", "www.", "pic.twitter.com/"). */
function mayHoldUrl(text: string): boolean {
  return text.includes('/') || text.includes('.');
}

/**
 * Each pattern's pass runs only when the text holds a character every match needs: most posts
 * have no URL, entity, escape, hashtag or @name, and a substring search is several times cheaper
 * than a regex pass over the whole text. The body is the same as with every pass run
 * (post-text.spec.ts compares both on random and real texts).
 */
export function cleanPostText(text: string): CleanedPostText {
  const hashtags: string[] = [];
  let body = stripRetweetPrefix(text).normalize('NFKC');
  if (mayHoldUrl(body)) body = body.replace(URL, ' ');
  if (body.includes('<')) body = body.replace(R_ESCAPE, ' ');
  if (body.includes('&')) body = body.replace(HTML_ENTITY, ' ');
  if (body.includes('#'))
    body = body.replace(HASHTAG, (_match, before: string, tag: string) => {
      if (HAS_LETTER.test(tag)) hashtags.push(`#${tag.toLowerCase()}`);
      return `${before} `;
    });
  if (body.includes('@')) body = body.replace(MENTION, ' ');
  if (body.includes('RT')) body = body.replace(RT_MARKER, ' ');
  return { body, hashtags };
}
