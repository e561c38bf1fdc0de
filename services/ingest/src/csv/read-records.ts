import { ErrorCode } from '@kizuna/platform/errors';
import Papa from 'papaparse';
import { CsvError } from './csv-error.js';
import { detectDelimiter, detectNewline, type CsvDialect, type CsvNewline } from './detect-dialect.js';
import type { CsvDelimiter } from './types.js';

/** Text looked at to choose the delimiter and line break. */
const DIALECT_SAMPLE_CHARS = 64 * 1024;
/**
 * Text handed to papaparse per call. Measured on 150 MB: 16–32 K chars ran about twice as
 * fast as 1 M, because each batch's records are garbage before the next young-generation GC.
 */
const PARSE_CHARS = 32 * 1024;
/**
 * A record still open after this many characters is taken as broken (an unclosed quote
 * swallowing the rest of the file, or a file without line breaks) rather than buffered on.
 */
export const MAX_RECORD_CHARS = 8 * 1024 * 1024;

export interface RecordBatch {
  /** Records in file order, header and blank lines included, trailing '\r' removed. */
  records: string[][];
  /** Indexes into `records` whose quoting was broken (papaparse MissingQuotes/InvalidQuotes). */
  malformed: number[];
}

/** How the text ended, known once every batch has been taken. */
export interface RecordsEnding {
  /** Records parsed, header and blank lines included. */
  records: number;
  /**
   * The text ended inside a quoted field. When the text is the first part of a file cut at a
   * line break, the break was inside a quoted field, not between two records.
   */
  inOpenQuote: boolean;
}

export interface RecordStream {
  dialect: CsvDialect;
  batches: AsyncIterable<RecordBatch>;
  /** Filled in when the last batch has been taken. */
  ending: RecordsEnding;
}

/** A line with nothing on it (or only spaces); not counted as a data row. */
export function isBlankRecord(record: string[]): boolean {
  return record.length === 1 && record[0].trim() === '';
}

/**
 * Splits decoded CSV text into records with papaparse's core parser, fed in large slices.
 * A record cut by a slice boundary is carried into the next slice, so quoted fields with
 * line breaks (RFC 4180) stay one record. The carried text is re-parsed only once at least
 * as much new text has arrived, which keeps long records from making the pass quadratic.
 *
 * @param delimiter known delimiter (from inspection); detected from the header line when absent.
 * @param newline known line break (a later part of a file: the file's head decides it);
 *   detected from the text's first 64 K characters when absent.
 */
export async function openRecords(
  text: AsyncIterable<string>,
  delimiter?: CsvDelimiter,
  newline?: CsvNewline,
): Promise<RecordStream> {
  const iterator = text[Symbol.asyncIterator]();
  const first: string[] = [];
  let firstLength = 0;
  let ended = false;
  while (firstLength < DIALECT_SAMPLE_CHARS) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    first.push(next.value);
    firstLength += next.value.length;
  }
  const sample = first.join('');
  const dialect: CsvDialect = {
    delimiter: delimiter ?? detectDelimiter(sample),
    newline: newline ?? detectNewline(sample),
  };
  const ending: RecordsEnding = { records: 0, inOpenQuote: false };

  /** The text again from the start, in slices of at most PARSE_CHARS. */
  async function* slices(): AsyncGenerator<string> {
    yield* sliceText(sample);
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield* sliceText(next.value);
    }
  }

  async function* batches(): AsyncGenerator<RecordBatch> {
    const parser = new Papa.Parser({ delimiter: dialect.delimiter, newline: dialect.newline, quoteChar: '"' });
    let pending = '';
    let parts: string[] = [];
    let buffered = 0;
    let recordsSeen = 0;

    const parseBuffered = (final: boolean): RecordBatch => {
      const input = pending + parts.join('');
      parts = [];
      buffered = 0;
      const result = parser.parse(input, 0, !final) as Papa.ParseResult<string[]>;
      pending = final ? '' : input.slice(result.meta.cursor);
      const records = result.data;
      if (pending.length > MAX_RECORD_CHARS) {
        throw new CsvError(ErrorCode.RowTooLong, { row: Math.max(0, recordsSeen + records.length - 1) });
      }
      recordsSeen += records.length;
      ending.records = recordsSeen;
      if (final) ending.inOpenQuote = result.errors.some((error) => error.code === 'MissingQuotes');
      if (dialect.newline === '\n') stripCarriageReturns(records);
      const malformed: number[] = [];
      for (const error of result.errors) {
        const row = error.row ?? -1;
        // Errors on the unfinished last record are raised again when it is parsed whole.
        if (error.type === 'Quotes' && row >= 0 && row < records.length && malformed.at(-1) !== row) {
          malformed.push(row);
        }
      }
      return { records, malformed };
    };

    try {
      for await (const slice of slices()) {
        parts.push(slice);
        buffered += slice.length;
        const due = buffered >= PARSE_CHARS && buffered >= pending.length;
        if (due || pending.length + buffered > MAX_RECORD_CHARS) {
          const batch = parseBuffered(false);
          if (batch.records.length > 0) yield batch;
        }
      }
      const last = parseBuffered(true);
      if (last.records.length > 0) yield last;
    } finally {
      await iterator.return?.();
    }
  }

  return { dialect, batches: batches(), ending };
}

function* sliceText(text: string): Generator<string> {
  if (text.length <= PARSE_CHARS) {
    if (text.length > 0) yield text;
    return;
  }
  for (let start = 0; start < text.length; start += PARSE_CHARS) yield text.slice(start, start + PARSE_CHARS);
}

function stripCarriageReturns(records: string[][]): void {
  for (const record of records) {
    const lastIndex = record.length - 1;
    const value = record[lastIndex];
    if (value.length > 0 && value.charCodeAt(value.length - 1) === 13) record[lastIndex] = value.slice(0, -1);
  }
}
