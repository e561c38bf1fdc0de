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

/** Header names of the account and label columns (English and Japanese), folded to lowercase. */
const ACCOUNT_HEADERS = new Set(['account', 'accounts', 'user', 'screen_name', 'name', 'アカウント', 'ユーザー']);
const LABEL_HEADERS = new Set(['label', 'labels', 'ラベル']);

/**
 * A label CSV's rows (issue 48, docs/labels.md): `account,label[,note]`, a header row of those
 * names optional. Messy rows never fail the file: a row without an account or with a label name
 * the rule refuses is counted with its reason and left out. A cell an export made safe for a
 * spreadsheet (`'@name`, `'=…`) reads back without the apostrophe.
 */
export function readLabelCsv(text: string): { rows: LabelCsvRow[]; refused: LabelCsvRefusal[] } {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const rows: LabelCsvRow[] = [];
  const refused: LabelCsvRefusal[] = [];
  let line = 0;
  for (const [i, record] of parsed.data.entries()) {
    line += 1;
    const account = unescapeCell(record[0] ?? '').trim();
    const label = unescapeCell(record[1] ?? '').trim();
    const note = unescapeCell(record[2] ?? '').trim();
    if (i === 0 && isHeader(account, label)) continue;
    const key = labelAccountKey(account);
    const problem = !key ? 'errors.label_account_invalid' : labelNameProblem(label);
    if (problem) refused.push({ line, account, label, reason: problem });
    else rows.push({ line, account, key, label, note });
  }
  // papaparse counts records, not lines: a quoted cell with a line break makes them differ, so
  // the numbers are the records' (1-based, header included), which is what a spreadsheet shows.
  return { rows, refused };
}

function isHeader(account: string, label: string): boolean {
  return ACCOUNT_HEADERS.has(account.toLowerCase()) && LABEL_HEADERS.has(label.toLowerCase());
}

function unescapeCell(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}
