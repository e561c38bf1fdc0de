import { codeUnitTable } from './code-unit-table.js';

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
// Twitter's rule: '#' not preceded by a word character, '&' or '/', then letters, marks, digits
// or '_' (as a pattern: /(^|[^\p{L}\p{M}\p{N}_&/])#([\p{L}\p{M}\p{N}_]+)/gu; takeHashtags reads it).
const TAG_CHARACTER = /[\p{L}\p{M}\p{N}_]/u;
/** The BMP code units that are TAG_CHARACTERs (a code point outside the BMP is tested by the pattern). */
const tagUnits = codeUnitTable(TAG_CHARACTER);
const AMPERSAND = 0x26;
const SLASH = 0x2f;
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
  if (body.includes('#')) body = takeHashtags(body, hashtags);
  if (body.includes('@')) body = body.replace(MENTION, ' ');
  if (body.includes('RT')) body = body.replace(RT_MARKER, ' ');
  return { body, hashtags };
}

/**
 * The text with each hashtag ('#' and its tag) replaced by a space, and the tags that hold a
 * letter added to `hashtags` (lowercased, with '#'), as the pattern above would replace them:
 * a tag ends before the first code point that is not a TAG_CHARACTER, so the next '#' is never
 * preceded by a character of an earlier match it could not also refuse.
 */
function takeHashtags(text: string, hashtags: string[]): string {
  const units = tagUnits();
  let out = '';
  let copied = 0;
  for (let at = text.indexOf('#'); at >= 0; at = text.indexOf('#', at + 1)) {
    if (at > 0) {
      const before = codePointBefore(text, at);
      if (isTagCode(units, before) || before === AMPERSAND || before === SLASH) continue;
    }
    let end = at + 1;
    while (end < text.length) {
      const code = text.codePointAt(end)!;
      if (!isTagCode(units, code)) break;
      end += code > 0xffff ? 2 : 1;
    }
    if (end === at + 1) continue;
    const tag = text.slice(at + 1, end);
    if (HAS_LETTER.test(tag)) hashtags.push(`#${tag.toLowerCase()}`);
    out += `${text.slice(copied, at)} `;
    copied = end;
    at = end - 1;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** The code point that ends just before index `at` (> 0): a surrogate pair's, or a lone surrogate's own. */
function codePointBefore(text: string, at: number): number {
  const last = text.charCodeAt(at - 1);
  if (last >= 0xdc00 && last <= 0xdfff && at > 1) {
    const pair = text.codePointAt(at - 2)!;
    if (pair > 0xffff) return pair;
  }
  return last;
}

function isTagCode(units: Uint8Array, code: number): boolean {
  return code <= 0xffff ? units[code] === 1 : TAG_CHARACTER.test(String.fromCodePoint(code));
}
