import { csvCell, CSV_BOM } from '@kizuna/platform/csv';
import { labelAccountKey } from '@kizuna/proto/rules';

/** An account's labels as two cells: the names, and each note with its label's name. */
export interface LabelCells {
  names: string;
  notes: string;
}

export const LABEL_COLUMNS = ['labels', 'label_notes'] as const;

/** The columns that name the account, best first: the key itself, else the name as the posts write it (a series' moved users: account). */
const ACCOUNT_COLUMNS = ['node_id', 'tweet_user_screen_name', 'account'];

/**
 * A downloaded CSV (as the analysis service writes them: a BOM, CRLF records, RFC 4180 quoting,
 * line breaks inside quoted cells) with the team's labels of each row's account in two more
 * columns (issue 48). Only the record ends are found and the account cell read; every other byte
 * of a record stays as written. A file without an account column comes back unchanged.
 */
export function withLabelColumns(text: string, labelsOf: (key: string) => LabelCells | undefined): string {
  const body = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const records = splitRecords(body);
  if (records.length === 0) return text;
  const header = splitCells(records[0]);
  const column = ACCOUNT_COLUMNS.map((name) => header.indexOf(name)).find((i) => i >= 0);
  if (column === undefined) return text;
  const out: string[] = [CSV_BOM, records[0], ',', LABEL_COLUMNS.join(','), '\r\n'];
  for (let r = 1; r < records.length; r++) {
    const record = records[r];
    const cells = labelsOf(labelAccountKey(unsafeCell(splitCells(record)[column] ?? '')));
    out.push(record, ',', csvCell(cells?.names ?? ''), ',', csvCell(cells?.notes ?? ''), '\r\n');
  }
  return out.join('');
}

/** The records of a CSV text without their line ends: a line break inside quotes stays in its record. */
export function splitRecords(text: string): string[] {
  const records: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) {
      records.push(text.slice(start, i));
      if (c === '\r' && text[i + 1] === '\n') i++;
      start = i + 1;
    }
  }
  if (start < text.length) records.push(text.slice(start));
  return records;
}

/** The cells of one record, unquoted. */
export function splitCells(record: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < record.length; i++) {
    const c = record[i];
    if (quoted) {
      if (c === '"' && record[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

/** A cell a writer made formula-safe ('@name) read back as the name. */
function unsafeCell(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}
