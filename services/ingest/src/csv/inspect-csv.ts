import { ErrorCode } from '@kizuna/platform/errors';
import type { Readable } from 'node:stream';
import { readByteHead } from './byte-head.js';
import { CsvError } from './csv-error.js';
import { decodeText, Utf8DecodeError } from './decode-text.js';
import { detectEncoding, detectLegacyEncoding, ENCODING_SAMPLE_BYTES } from './detect-encoding.js';
import { DateOrderTally } from './date-order-tally.js';
import { normaliseHeaders } from './normalise-headers.js';
import { isBlankRecord, openRecords } from './read-records.js';
import { suggestRoles, ValueSample } from './roles/index.js';
import type { CsvEncoding, CsvInspection } from './types.js';

export interface InspectOptions {
  /** Data rows returned for the mapping screen; default 10. */
  previewRows?: number;
  /** Told the number of data rows read so far, now and then. */
  onRows?: (rows: number) => void;
}

/** The mapping screen needs at least Time, AuthorId and Contents. */
export const MIN_COLUMNS = 3;
/** More columns than this is not a table of posts (10,000 names of one header froze the server once). */
export const MAX_COLUMNS = 500;
/** Preview cells are cut to this many characters to keep UploadResult small. */
export const PREVIEW_CELL_CHARS = 1000;

/**
 * Reads an uploaded CSV once from start to end: guesses its encoding and delimiter, reads the
 * header (first line), keeps the first rows for the mapping screen and counts the data rows.
 * Throws CsvError when the file cannot be used (empty, binary, unknown charset, no header,
 * fewer than 3 or more than 500 columns, no data rows, a runaway record). It also tallies, per
 * column, the order of year-last dates (`8/6/15`) over all the rows (see DateOrderTally), and
 * suggests a role per column from the header names and the first rows' values (suggestRoles).
 *
 * When the first 64 KB are plain ASCII, the rest is still checked as UTF-8; if a later byte is
 * not UTF-8 (a Shift_JIS or Windows-1252 file whose first rows are ASCII) the encoding is
 * guessed again from the offending bytes and the file is read a second time via `open`.
 */
export async function inspectCsv(open: () => Promise<Readable>, options: InspectOptions = {}): Promise<CsvInspection> {
  try {
    return await inspectOnce(await open(), options, null);
  } catch (error) {
    if (!(error instanceof Utf8DecodeError)) throw error;
    return inspectOnce(await open(), options, detectLegacyEncoding(error.bytes));
  }
}

async function inspectOnce(
  readable: Readable,
  { previewRows = 10, onRows }: InspectOptions,
  knownEncoding: CsvEncoding | null,
): Promise<CsvInspection> {
  try {
    const { head, complete, all } = await readByteHead(readable, ENCODING_SAMPLE_BYTES);
    if (head.length === 0) throw new CsvError(ErrorCode.EmptyFile);
    const encoding = knownEncoding ?? detectEncoding(head, complete);
    // Only an all-ASCII head leaves the encoding open; a head with real UTF-8 in it settles
    // the question (a stray bad byte later becomes U+FFFD instead of a re-read).
    const strictUtf8 = encoding === 'utf-8' && !complete && isAscii(head);
    const text = decodeText(all, encoding, { strictUtf8 });
    const { dialect, batches } = await openRecords(text);

    let header: string[] | null = null;
    let headerBlank = false;
    const preview: string[][] = [];
    let totalRows = 0;
    let dates: DateOrderTally | null = null;
    let sample: ValueSample | null = null;
    for await (const batch of batches) {
      for (const record of batch.records) {
        if (header === null && !headerBlank) {
          if (isBlankRecord(record)) headerBlank = true;
          else {
            header = checkHeader(record);
            dates = new DateOrderTally(header.length);
            sample = new ValueSample(header.length);
          }
          continue;
        }
        if (isBlankRecord(record)) continue;
        // Content after a blank first line: the header is not where the spec says it must be.
        if (headerBlank) throw new CsvError(ErrorCode.NoHeader);
        if (preview.length < previewRows) preview.push(previewRow(record, header!.length));
        dates!.add(record);
        sample!.add(record);
        totalRows++;
      }
      onRows?.(totalRows);
    }
    if (header === null) throw new CsvError(ErrorCode.EmptyFile);
    if (totalRows === 0) throw new CsvError(ErrorCode.NoRows);

    const headers = normaliseHeaders(header);
    return {
      encoding,
      converted: encoding !== 'utf-8' && encoding !== 'utf-8-bom',
      delimiter: dialect.delimiter,
      headers,
      preview,
      totalRows,
      columnDates: dates!.result(),
      suggestions: suggestRoles(headers, sample!.rows()),
    };
  } finally {
    readable.destroy();
  }
}

function checkHeader(record: string[]): string[] {
  if (record.every((name) => name.trim() === '')) throw new CsvError(ErrorCode.NoHeader);
  if (record.some(looksUndecodable)) throw new CsvError(ErrorCode.NotCsv);
  if (record.length < MIN_COLUMNS) throw new CsvError(ErrorCode.TooFewColumns, { columns: record.length });
  if (record.length > MAX_COLUMNS)
    throw new CsvError(ErrorCode.TooManyColumns, { columns: record.length, max: MAX_COLUMNS });
  return record;
}

/** Replacement characters or control codes in a header mean the bytes were not text. */
function looksUndecodable(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[\uFFFD\u0000-\u0008\u000E-\u001F]/.test(name);
}

function previewRow(record: string[], width: number): string[] {
  const row: string[] = new Array<string>(width);
  for (let i = 0; i < width; i++) {
    const value = record[i] ?? '';
    row[i] = value.length > PREVIEW_CELL_CHARS ? value.slice(0, PREVIEW_CELL_CHARS) + '…' : value;
  }
  return row;
}

function isAscii(bytes: Buffer): boolean {
  for (const byte of bytes) if (byte > 0x7f) return false;
  return true;
}
