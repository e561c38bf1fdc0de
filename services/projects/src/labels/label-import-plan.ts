import { ErrorCode } from '@kizuna/platform/errors';
import { importedLabelColor, LABELS_PER_TEAM_MAX, labelNameKey, labelNoteProblem } from '@kizuna/proto/rules';
import type { LabelCsvRefusal, LabelCsvRow } from './label-csv.js';

/** A label the import makes: its name as the file first writes it, and the palette's next colour. */
export interface NewLabel {
  name: string;
  nameKey: string;
  color: string;
}

/** Rows planned in one turn of the thread (a few milliseconds' work). */
const ROWS_PER_TURN = 5000;

/** What an import writes, decided before anything is written. */
export interface LabelImportPlan {
  /** Labels the team lacks, in the order the file first names them. */
  create: NewLabel[];
  /** Per label (its name key): each note with the account keys that get it, in the file's order. */
  puts: Map<string, Map<string, string[]>>;
  /** Per label (its name key): every account key it goes on, in the file's order. */
  accounts: Map<string, string[]>;
  applied: number;
  /** The rows left out, by line (the reader's and the plan's). */
  refused: LabelCsvRefusal[];
}

/**
 * Plans a label CSV's import against the team's label name keys (issue 48, docs/labels.md):
 * a row whose note is too long is left out before its label is counted, so it never makes one; a
 * label past the team's 200 leaves its rows out; an account named twice for a label keeps the
 * last row's note. Linear in the rows: one file can name one label and one note 100,000 times,
 * on the thread that also answers every access check (issue 55), so `nextTurn` hands that thread
 * back every ROWS_PER_TURN rows.
 */
export async function planLabelImport(
  rows: readonly LabelCsvRow[],
  readerRefused: readonly LabelCsvRefusal[],
  existingNameKeys: readonly string[],
  nextTurn: () => Promise<void> = () => Promise.resolve(),
): Promise<LabelImportPlan> {
  const known = new Set(existingNameKeys);
  const create: NewLabel[] = [];
  const notesByLabel = new Map<string, Map<string, string>>();
  const refused = [...readerRefused];
  // Most rows name one of a few labels: each name is folded once.
  const nameKeys = new Map<string, string>();
  let applied = 0;
  for (const [i, row] of rows.entries()) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
    if (labelNoteProblem(row.note)) {
      refused.push({ line: row.line, account: row.account, label: row.label, reason: ErrorCode.LabelNoteTooLong });
      continue;
    }
    let nameKey = nameKeys.get(row.label);
    if (nameKey === undefined) nameKeys.set(row.label, (nameKey = labelNameKey(row.label)));
    if (!known.has(nameKey)) {
      if (known.size >= LABELS_PER_TEAM_MAX) {
        refused.push({ line: row.line, account: row.account, label: row.label, reason: ErrorCode.TooManyLabels });
        continue;
      }
      create.push({ name: row.label, nameKey, color: importedLabelColor(known.size) });
      known.add(nameKey);
    }
    let notes = notesByLabel.get(nameKey);
    if (!notes) notesByLabel.set(nameKey, (notes = new Map()));
    notes.set(row.key, row.note);
    applied += 1;
  }
  const puts = new Map<string, Map<string, string[]>>();
  const accounts = new Map<string, string[]>();
  for (const [nameKey, notes] of notesByLabel) {
    puts.set(nameKey, groupByNote(notes));
    accounts.set(nameKey, [...notes.keys()]);
  }
  refused.sort((a, b) => a.line - b.line);
  return { create, puts, accounts, applied, refused };
}

/** The account keys of each note (one write per note: most files give none, so a label's accounts go in one write). */
export function groupByNote(notes: ReadonlyMap<string, string>): Map<string, string[]> {
  const byNote = new Map<string, string[]>();
  for (const [key, note] of notes) {
    const keys = byNote.get(note);
    if (keys) keys.push(key);
    else byNote.set(note, [key]);
  }
  return byNote;
}
