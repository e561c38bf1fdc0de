import { hashKey, hashUnits } from './key-hash.js';
import { normalizePostText } from './normalize-post-text.js';

/**
 * hashKey('', normalizePostText(text)) and the normal text's length in code points, without the
 * three or four new strings normalizePostText makes, for texts whose every character is one whose
 * NFKC form is known here (ASCII, full-width ASCII, the ideographic space, kana, CJK ideographs
 * and their punctuation, common symbols and emoji: the bulk of Japanese and English posts). Any
 * other character (half-width kana, which compose; combining marks; "…", which NFKC spells out;
 * …) sends the text the slow way, so the answer is the same either way (`normal-text-hash.spec.ts`
 * checks both against normalizePostText, character by character).
 */
export function hashNormalText(text: string): number {
  const n = text.length;
  if (units.length < n) units = new Uint16Array(n * 2);
  const b = units;
  for (let i = 0; i < n; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      // An emoji: both halves as they are.
      const low = i + 1 < n ? text.charCodeAt(i + 1) : 0;
      if (!isPlainEmoji(unit, low)) return hashSlowly(text);
      b[i++] = unit;
      b[i] = low;
      continue;
    }
    const c = foldedUnit(unit);
    if (c < 0) return hashSlowly(text);
    b[i] = c;
  }
  // Links (/https?:\/\/\S+/g on the folded text), then mentions (/@[a-z0-9_]+/g on what is left)
  // and every space, in one pass and in place; what is left is hashed, and its code points
  // counted (an emoji's second half is not one). A mention's name stops where a link starts: the
  // regular expressions take the link out first, and what follows a link is a space.
  let kept = 0;
  let length = 0;
  for (let i = 0; i < n;) {
    const c = b[i];
    if (c === H) {
      const end = linkEnd(b, i, n);
      if (end > 0) {
        i = end;
        continue;
      }
    } else if (c === AT) {
      let j = i + 1;
      while (j < n && isNameUnit(b[j]) && !(b[j] === H && linkEnd(b, j, n) > 0)) j++;
      if (j > i + 1) {
        i = j;
        continue;
      }
    }
    if (!isSpaceUnit(c)) {
      b[kept++] = c;
      if (c < 0xdc00 || c > 0xdfff) length++;
    }
    i++;
  }
  hashUnits(b, kept);
  return length;
}

/** Reused between texts: the text folded, one UTF-16 unit a slot. */
let units = new Uint16Array(1024);

const H = 0x68;
const AT = 0x40;

function hashSlowly(text: string): number {
  const normal = normalizePostText(text);
  hashKey('', normal, 0, normal.length);
  let length = 0;
  for (const _ of normal) length++;
  return length;
}

/**
 * The unit NFKC and lower-casing make of c, when c alone decides it (c neither composes with its
 * neighbours nor decomposes into several); -1 for any other.
 */
function foldedUnit(c: number): number {
  if (c < 0x80) return c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
  // Full-width ASCII (！ to ～) is ASCII under NFKC, then lower case.
  if (c >= 0xff01 && c <= 0xff5e) {
    const a = c - 0xfee0;
    return a >= 0x41 && a <= 0x5a ? a + 0x20 : a;
  }
  if (c === 0x3000) return 0x20;
  if (
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0x3041 && c <= 0x3096) ||
    (c >= 0x30a1 && c <= 0x30fe) ||
    (c >= 0x3001 && c <= 0x301f) ||
    c === 0x309d ||
    c === 0x309e ||
    // Symbols and dingbats (☆ ♪ ♡ ✨), the emoji variation selector and joiner.
    (c >= 0x2600 && c <= 0x27bf) ||
    c === 0xfe0f ||
    c === 0x200d
  )
    return c;
  return -1;
}

/** Whether a surrogate pair is an emoji of the blocks NFKC leaves alone (U+1F300–1F64F, 1F680–1F6FF, 1F900–1F9FF). */
function isPlainEmoji(high: number, low: number): boolean {
  if (low < 0xdc00 || low > 0xdfff) return false;
  const c = 0x10000 + ((high - 0xd800) << 10) + (low - 0xdc00);
  return (c >= 0x1f300 && c <= 0x1f64f) || (c >= 0x1f680 && c <= 0x1f6ff) || (c >= 0x1f900 && c <= 0x1f9ff);
}

/** The end of a link starting at i (https?://, then at least one non-space up to a space), or -1. */
function linkEnd(b: Uint16Array, i: number, n: number): number {
  if (i + 7 >= n || b[i + 1] !== 0x74 || b[i + 2] !== 0x74 || b[i + 3] !== 0x70) return -1;
  let k = i + 4;
  if (b[k] === 0x73) k++;
  if (k + 3 >= n || b[k] !== 0x3a || b[k + 1] !== 0x2f || b[k + 2] !== 0x2f || isSpaceUnit(b[k + 3])) return -1;
  k += 4;
  while (k < n && !isSpaceUnit(b[k])) k++;
  return k;
}

/** \s among the units foldedUnit gives (the ideographic space is already a space). */
function isSpaceUnit(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}

function isNameUnit(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x5f;
}
