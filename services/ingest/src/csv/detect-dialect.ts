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

export function detectNewline(text: string): CsvNewline {
  return !text.includes('\n') && text.includes('\r') ? '\r' : '\n';
}
