import { codeUnitTable } from './code-unit-table.js';
import { STOP_WORDS } from './stop-words.js';

// A letter other than the prolonged sound mark, so runs like 'ーーー' do not count as words.
const LETTER = /[^\P{L}ー]/u;

/**
 * The BMP letters of LETTER, one code unit each: a term's first letter is nearly always its first
 * character, so a look-up there decides most terms without the pattern. Surrogates are not in the
 * table (a letter outside the BMP is two code units): a term holding one is read by the pattern.
 */
const bmpLetters = codeUnitTable(/^[^\P{L}ー]$/u);

/**
 * Whether a lowercased noun is worth keeping as a term: at least two characters, at least one
 * letter (so numbers and symbol runs go), and not a stop word.
 */
export function isKeptTerm(term: string): boolean {
  if (codePointLength(term) < 2) return false;
  if (!hasLetter(term)) return false;
  return !STOP_WORDS.has(term);
}

/** LETTER.test(term), the pattern read only when a surrogate comes before any letter. */
function hasLetter(term: string): boolean {
  const letters = bmpLetters();
  for (let i = 0; i < term.length; i++) {
    const code = term.charCodeAt(i);
    if (letters[code] === 1) return true;
    if (code >= 0xd800 && code <= 0xdfff) return LETTER.test(term);
  }
  return false;
}

function codePointLength(term: string): number {
  if (term.length > 2) return term.length;
  let n = 0;
  for (const _ of term) n++;
  return n;
}
