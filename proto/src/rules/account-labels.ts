import { userKey } from './network-users.js';

/**
 * Account labels (issue 48, docs/labels.md): what a team knows about an account, kept per company
 * code and shown wherever the account appears. The rules the SPA's forms and the projects
 * service apply alike.
 */

/** The colours a team chooses a label's from (distinct from each other on the graph's grey). */
export const LABEL_COLORS: readonly string[] = [
  '#e6194b',
  '#3cb44b',
  '#ffe119',
  '#4363d8',
  '#f58231',
  '#911eb4',
  '#42d4f4',
  '#f032e6',
  '#9a6324',
  '#000075',
  '#808000',
  '#469990',
];

/** A label's name: required, at most this many code points after trimming. */
export const LABEL_NAME_MAX = 40;
/** An assignment's note: at most this many code points. */
export const LABEL_NOTE_MAX = 200;
/** Labels a team may have. */
export const LABELS_PER_TEAM_MAX = 200;
/**
 * Labels on accounts a team may have in all (issue 55): every download that lists accounts, the
 * graph's label rings and the member filter read the team's assignments, so they are bounded.
 */
export const LABEL_ASSIGNMENTS_PER_TEAM_MAX = 200_000;
/** Accounts one assign or unassign request names at most (a coordination group, a band, a search). */
export const LABEL_ACCOUNTS_MAX = 20_000;
/** The largest label CSV an import takes (it travels in a JSON body, base64). */
export const LABEL_IMPORT_MAX_BYTES = 512 * 1024;
/**
 * The most rows (records, a header included) a label CSV may have: a file of more is refused whole,
 * before anything is stored. 512 KiB of the shortest rows (`a,b`) is about 130,000.
 */
export const LABEL_IMPORT_MAX_ROWS = 100_000;
/** An account name as a label keeps it: at most this many code points. */
export const LABEL_ACCOUNT_MAX = 100;

/** The i18n keys (and the server's error codes) a label is refused with. */
export type LabelProblem =
  'errors.label_name_required' | 'errors.label_name_too_long' | 'errors.invalid_color' | 'errors.label_note_too_long';

export function labelNameProblem(name: string): LabelProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'errors.label_name_required';
  // No more code units than the limit is no more code points (an import checks 100,000 names).
  if (trimmed.length <= LABEL_NAME_MAX) return null;
  return [...trimmed].length > LABEL_NAME_MAX ? 'errors.label_name_too_long' : null;
}

/** A label's colour is one of LABEL_COLORS (any case). */
export function labelColorProblem(color: string): LabelProblem | null {
  return LABEL_COLORS.includes(color.toLowerCase()) ? null : 'errors.invalid_color';
}

export function labelNoteProblem(note: string): LabelProblem | null {
  // No more code units than the limit is no more code points (an import checks 100,000 notes).
  if (note.length <= LABEL_NOTE_MAX) return null;
  return [...note].length > LABEL_NOTE_MAX ? 'errors.label_note_too_long' : null;
}

/** Two label names are the same label of a team when they fold alike (case and width aside). */
export function labelNameKey(name: string): string {
  return name.trim().normalize('NFKC').toLowerCase();
}

/**
 * The key an account's labels are kept under: the network's user key (a leading @ dropped,
 * case-insensitive), so a label follows the account into every upload that names it. Empty for
 * a name that is no account (blank, or longer than LABEL_ACCOUNT_MAX).
 */
export function labelAccountKey(name: string): string {
  const key = userKey(name);
  if (key.length <= LABEL_ACCOUNT_MAX) return key;
  return [...key].length > LABEL_ACCOUNT_MAX ? '' : key;
}

/** The team a label belongs to: the account's company code; accounts without one form one team (''). */
export function labelTeam(companyCode: string | undefined): string {
  return (companyCode ?? '').trim();
}

/** The colour a label made by an import gets: the palette in turn, by how many labels the team has. */
export function importedLabelColor(labelsBefore: number): string {
  return LABEL_COLORS[labelsBefore % LABEL_COLORS.length];
}

/**
 * Who may change a team's labels (make, rename, recolour, delete, put on and take off accounts,
 * import): an admin (any team), or a label editor of the team, a right an admin grants per
 * account on /users (held for the account's present company code). Everyone else only reads.
 */
export function mayChangeLabels(actor: { isAdmin?: boolean; labelEditor?: boolean }): boolean {
  return actor.isAdmin === true || actor.labelEditor === true;
}
