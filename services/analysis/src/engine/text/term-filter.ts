import { STOP_WORDS } from './stop-words.js';

// A letter other than the prolonged sound mark, so runs like 'ーーー' do not count as words.
const LETTER = /[^\P{L}ー]/u;

/**
 * Whether a lowercased noun is worth keeping as a term: at least two characters, at least one
 * letter (so numbers and symbol runs go), and not a stop word.
 */
export function isKeptTerm(term: string): boolean {
  if (codePointLength(term) < 2) return false;
  if (!LETTER.test(term)) return false;
  return !STOP_WORDS.has(term);
}

function codePointLength(term: string): number {
  if (term.length > 2) return term.length;
  let n = 0;
  for (const _ of term) n++;
  return n;
}
