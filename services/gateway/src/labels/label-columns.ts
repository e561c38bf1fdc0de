import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';
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
  const columns = new LabelColumns(labelsOf);
  return columns.push(text) + columns.end();
}

/**
 * withLabelColumns as a stream of the file's bytes (issue 55): each record goes out, its label
 * cells added, as soon as its end has arrived, so a download of any size holds one record and a
 * chunk in the gateway, never the file.
 */
export class LabelColumnsStream extends Transform {
  private readonly decoder = new StringDecoder('utf8');
  private readonly columns: LabelColumns;

  constructor(labelsOf: (key: string) => LabelCells | undefined) {
    super();
    this.columns = new LabelColumns(labelsOf);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const out = this.columns.push(this.decoder.write(chunk));
    if (out !== '') this.push(out, 'utf8');
    done();
  }

  override _flush(done: TransformCallback): void {
    const out = this.columns.push(this.decoder.end()) + this.columns.end();
    if (out !== '') this.push(out, 'utf8');
    done();
  }
}

/** The label columns added to a CSV text that arrives in pieces: push each piece, then end. */
class LabelColumns {
  /** Text of the record under way (and, before the header is read, everything so far). */
  private carry = '';
  /** Where the scan of `carry` goes on, and whether it is inside quotes there. */
  private scanned = 0;
  private quoted = false;
  private started = false;
  private hadBom = false;
  /** The account column's index once the header is read; null when the file has none (passed through). */
  private column: number | null | undefined;

  constructor(private readonly labelsOf: (key: string) => LabelCells | undefined) {}

  push(text: string): string {
    if (this.column === null) return text;
    if (!this.started && text !== '') {
      this.started = true;
      this.hadBom = text.startsWith(CSV_BOM);
      if (this.hadBom) text = text.slice(1);
    }
    this.carry += text;
    const out: string[] = [];
    let start = 0;
    let i = this.scanned;
    for (; i < this.carry.length; i++) {
      const c = this.carry[i];
      if (c === '"') this.quoted = !this.quoted;
      else if (!this.quoted && (c === '\n' || c === '\r')) {
        // A CR last in the piece may be a CRLF's first half: wait for the next piece.
        if (c === '\r' && i === this.carry.length - 1) break;
        const record = this.carry.slice(start, i);
        if (c === '\r' && this.carry[i + 1] === '\n') i++;
        if (this.column === undefined) {
          const passed = this.header(record, this.carry);
          if (passed !== null) return passed;
          out.push(CSV_BOM, record, ',', LABEL_COLUMNS.join(','), '\r\n');
        } else out.push(this.labelled(record));
        start = i + 1;
      }
    }
    this.carry = this.carry.slice(start);
    this.scanned = i - start;
    return out.join('');
  }

  end(): string {
    if (this.column === null) return '';
    if (this.carry === '') return this.column === undefined && this.hadBom ? CSV_BOM : '';
    // The last record, without a line end (or with a CR that no LF followed).
    const raw = this.carry;
    const pendingCr = !this.quoted && raw.endsWith('\r') && this.scanned === raw.length - 1;
    const record = pendingCr ? raw.slice(0, -1) : raw;
    this.carry = '';
    if (this.column === undefined)
      return this.header(record, raw) ?? `${CSV_BOM}${record},${LABEL_COLUMNS.join(',')}\r\n`;
    return this.labelled(record);
  }

  /** Reads the header; for a file without an account column answers `raw` (all so far) unchanged. */
  private header(record: string, raw: string): string | null {
    const header = splitCells(record);
    this.column = ACCOUNT_COLUMNS.map((name) => header.indexOf(name)).find((i) => i >= 0) ?? null;
    if (this.column !== null) return null;
    this.carry = '';
    return (this.hadBom ? CSV_BOM : '') + raw;
  }

  private labelled(record: string): string {
    const cells = this.labelsOf(labelAccountKey(unsafeCell(splitCells(record)[this.column ?? 0] ?? '')));
    return `${record},${csvCell(cells?.names ?? '')},${csvCell(cells?.notes ?? '')}\r\n`;
  }
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
