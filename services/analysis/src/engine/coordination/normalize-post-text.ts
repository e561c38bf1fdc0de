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
  return normalizeKeepingSpaces(text).replace(SPACE, '');
}

/** The same, whitespace kept: what a post's shingles are read from (shingles.ts), where words need their spaces. */
export function normalizeKeepingSpaces(text: string): string {
  // ASCII is its own NFKC form: most English posts skip the fold; each step only when it applies.
  let s = isAscii(text) ? text : text.normalize('NFKC');
  s = s.toLowerCase();
  if (s.includes('http')) s = s.replace(LINK, '');
  if (s.includes('@')) s = s.replace(MENTION, '');
  return s;
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7e) return false;
  return true;
}
