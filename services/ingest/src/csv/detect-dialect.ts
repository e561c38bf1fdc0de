import type { CsvDelimiter } from './types.js';

export type CsvNewline = '\n' | '\r';

export interface CsvDialect {
  delimiter: CsvDelimiter;
  /**
   * '\n' covers LF and CRLF files (a trailing '\r' is cut from each record's last field,
   * which also copes with files mixing both); '\r' only for old Mac files with no LF at all.
   */
  newline: CsvNewline;
}

const CANDIDATES: readonly CsvDelimiter[] = [',', '\t', ';'];

/**
 * The delimiter that occurs most often, outside quotes, on the header line (the first record).
 * Ties go to the earlier candidate (comma, tab, semicolon); a header without any of them is
 * read as comma-separated, which yields one column and is rejected by the column-count rule.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = [0, 0, 0];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (ch === '\n' || ch === '\r') break;
    else if (ch === ',') counts[0]++;
    else if (ch === '\t') counts[1]++;
    else if (ch === ';') counts[2]++;
  }
  let best = 0;
  for (let i = 1; i < counts.length; i++) if (counts[i] > counts[best]) best = i;
  return CANDIDATES[best];
}

/**
 * '\r' when lone carriage returns end more records than line feeds do, counting only breaks
 * outside quotes: Excel for Mac writes CR-only lines yet keeps LF inside quoted posts.
 */
export function detectNewline(text: string): CsvNewline {
  let quoted = false;
  let lf = 0;
  let cr = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 34) quoted = !quoted;
    else if (quoted) continue;
    else if (ch === 10) lf++;
    else if (ch === 13 && text.charCodeAt(i + 1) !== 10) cr++;
  }
  return cr > lf ? '\r' : '\n';
}
