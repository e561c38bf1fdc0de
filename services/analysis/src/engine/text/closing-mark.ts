const OPENING_MARKS = new Set(['‘', '“', '"', '[', '(', '{', '…', '-', '–']);
const CLOSING_MARKS = new Set(['’', "'", '”', '"', '…', ',', '.', '!', ';', '?', '-', '–', ':', '\u0964', '\u0965']);

/**
 * A chunk and one mark closing it, as wink strips it: the chunk not starting with an opening mark,
 * the mark the longest of a run of dots, a double dash or one closing mark, leaving at least two
 * characters before it; null when there is none. Written as a scan, not a pattern: the pattern
 * (a lazy rest, then a run of dots) backtracks quadratically on a long run of dots.
 */
export function closingMark(chunk: string): [string, string, string] | null {
  const length = chunk.length;
  if (length < 3 || OPENING_MARKS.has(chunk[0])) return null;
  let at = length;
  if (chunk[length - 1] === '.') {
    let dots = length - 1;
    while (dots > 2 && chunk[dots - 1] === '.') dots--;
    at = dots;
  }
  const last2 = chunk.slice(-2);
  if (length >= 4 && (last2 === '––' || last2 === '--')) at = Math.min(at, length - 2);
  if (CLOSING_MARKS.has(chunk[length - 1])) at = Math.min(at, length - 1);
  return at < length ? [chunk, chunk.slice(0, at), chunk.slice(at)] : null;
}
