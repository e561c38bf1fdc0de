import Papa from 'papaparse';
import { labelAccountKey, labelNameProblem } from '@kizuna/proto/rules';

/** A row of a label CSV that names an account and a label, with the file's line. */
export interface LabelCsvRow {
  line: number;
  account: string;
  /** The account key the label is kept under. */
  key: string;
  label: string;
  note: string;
}

/** A row left out, with the i18n key of why. */
export interface LabelCsvRefusal {
  line: number;
  account: string;
  label: string;
  reason: string;
}

/** What a label CSV holds: its rows, the rows left out, and how many records it has (a header included). */
export interface LabelCsv {
  rows: LabelCsvRow[];
  refused: LabelCsvRefusal[];
  records: number;
}

/** Header names of the account and label columns (English and Japanese), folded to lowercase. */
const ACCOUNT_HEADERS = new Set(['account', 'accounts', 'user', 'screen_name', 'name', 'アカウント', 'ユーザー']);
const LABEL_HEADERS = new Set(['label', 'labels', 'ラベル']);

const APOSTROPHE = 0x27;

/** About this many characters are parsed in one turn of the thread (a few milliseconds' work). */
const PIECE_CHARS = 32 * 1024;

/**
 * A label CSV's rows (issue 48, docs/labels.md): `account,label[,note]`, a header row of those
 * names optional. Messy rows never fail the file: a row without an account or with a label name
 * the rule refuses is counted with its reason and left out. A cell an export made safe for a
 * spreadsheet (`'@name`, `'=…`) reads back without the apostrophe.
 */
export function readLabelCsv(text: string): LabelCsv {
  const reader = new LabelCsvReader();
  reader.read(text);
  return reader.csv;
}

/**
 * readLabelCsv in pieces of whole records, handing the thread back between them (issue 55): the
 * projects service's one thread also answers every access check, and parsing 100,000 rows at
 * once holds it for a quarter of a second or more. Stops once the file has more than
 * `maxRecords` records (the caller refuses it whole).
 */
export async function readLabelCsvInTurns(text: string, maxRecords: number): Promise<LabelCsv> {
  const reader = new LabelCsvReader();
  for (const piece of recordPieces(text, PIECE_CHARS)) {
    reader.read(piece);
    if (reader.csv.records > maxRecords) break;
    await nextTurn();
  }
  return reader.csv;
}

/** Reads records piece after piece, numbering them across pieces. */
class LabelCsvReader {
  readonly csv: LabelCsv = { rows: [], refused: [], records: 0 };

  read(text: string): void {
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
    for (const record of parsed.data) {
      // papaparse counts records, not lines: a quoted cell with a line break makes them differ, so
      // the numbers are the records' (1-based, header included), which is what a spreadsheet shows.
      const line = ++this.csv.records;
      const account = unescapeCell(record[0] ?? '').trim();
      const label = unescapeCell(record[1] ?? '').trim();
      const note = unescapeCell(record[2] ?? '').trim();
      if (line === 1 && isHeader(account, label)) continue;
      const key = labelAccountKey(account);
      const problem = !key ? 'errors.label_account_invalid' : labelNameProblem(label);
      if (problem) this.csv.refused.push({ line, account, label, reason: problem });
      else this.csv.rows.push({ line, account, key, label, note });
    }
  }
}

/**
 * The text cut into pieces of about `size` characters, each ending at a line break outside quotes
 * (an even number of quotes before it: RFC 4180's `""` inside a cell counts two), so every piece
 * holds whole records.
 */
export function* recordPieces(text: string, size: number): Generator<string> {
  let start = 0;
  let quotes = 0;
  let counted = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    for (; end < text.length; end++) {
      if (text[end] !== '\n') continue;
      for (; counted < end; counted++) if (text[counted] === '"') quotes++;
      if (quotes % 2 === 0) break;
    }
    end = Math.min(text.length, end + 1);
    for (; counted < end; counted++) if (text[counted] === '"') quotes++;
    yield text.slice(start, end);
    start = end;
  }
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function isHeader(account: string, label: string): boolean {
  return ACCOUNT_HEADERS.has(account.toLowerCase()) && LABEL_HEADERS.has(label.toLowerCase());
}

function unescapeCell(cell: string): string {
  // Most cells do not start with an apostrophe: no pattern run for them (100,000 rows, 3 cells each).
  return cell.charCodeAt(0) === APOSTROPHE && /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}
