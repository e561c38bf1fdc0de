import type { Readable } from 'node:stream';
import { byteChunks } from './byte-head.js';
import { convertRecord } from './convert-record.js';
import { decodeText } from './decode-text.js';
import type { CsvNewline } from './detect-dialect.js';
import { finishReport, ROW_ERROR_DETAIL_LIMIT, UNREAD_TIME_SAMPLES, type PartReport } from './part-report.js';
import { isBlankRecord, openRecords } from './read-records.js';
import type { CleanPost, ColumnMapping, CsvInspection, RowError, RowReport, ValidMapping } from './types.js';
import { validateMapping } from './validate-mapping.js';

export type PostSink = (post: CleanPost) => void | Promise<void>;

/**
 * Streams every data row of an inspected CSV, hands each valid row to `sink` as a CleanPost
 * (in file order, awaiting the sink when it returns a promise) and reports the rest.
 * The mapping is checked first (MappingError). Rows are numbered from 0 after the header,
 * blank lines not counted, the same numbering as CsvInspection.totalRows. `onRows` hears the
 * count of rows validated after each batch. When not one row's time can be read, NoReadableTimes
 * names the column and the values seen instead of reporting every row.
 */
export async function validateAndConvert(
  open: () => Promise<Readable>,
  inspection: CsvInspection,
  mapping: ColumnMapping,
  sink: PostSink,
  onRows?: (rows: number) => void,
): Promise<RowReport> {
  const valid = validateMapping(mapping, inspection.headers.length, inspection.columnDates);
  const readable = await open();
  try {
    const text = decodeText(byteChunks(readable), inspection.encoding);
    const report = await convertRows(text, inspection, valid, sink, { header: true, onRows });
    return finishReport(report, inspection, valid);
  } finally {
    readable.destroy();
  }
}

export interface ConvertRowsOptions {
  /** The text starts with the header line (the file's first part), which is skipped. */
  header: boolean;
  /** The file's line break, when the text is a later part of it (the file's head decides it). */
  newline?: CsvNewline;
  /** The number of the text's first data row: the data rows of the file before it. */
  firstRow?: number;
  onRows?: (rows: number) => void;
}

/**
 * The rows of a CSV text, or of a part of one cut at a line break, each valid one handed to
 * `sink` in order; rows numbered from `firstRow` (0 unless said).
 */
export async function convertRows(
  text: AsyncIterable<string>,
  inspection: CsvInspection,
  valid: ValidMapping,
  sink: PostSink,
  options: ConvertRowsOptions,
): Promise<PartReport> {
  const columnCount = inspection.headers.length;
  const unreadTimes: string[] = [];
  let timesRead = 0;
  const { batches, ending } = await openRecords(text, inspection.delimiter, options.newline);
  const errorRows: number[] = [];
  const errorsByRow: RowError[] = [];
  const columnHasError = new Array<boolean>(columnCount).fill(false);
  let headerSeen = !options.header;
  const firstRow = options.firstRow ?? 0;
  let row = firstRow;
  for await (const { records, malformed } of batches) {
    let nextMalformed = 0;
    for (let i = 0; i < records.length; i++) {
      const record = records[i];
      const isMalformed = malformed[nextMalformed] === i;
      if (isMalformed) nextMalformed++;
      if (!headerSeen) {
        headerSeen = true;
        continue;
      }
      if (isBlankRecord(record)) continue;
      const outcome = convertRecord(record, row, valid, columnCount, isMalformed);
      if (outcome.timeRead) timesRead++;
      else if (unreadTimes.length < UNREAD_TIME_SAMPLES && record.length === columnCount) {
        const value = record[valid.time].trim().slice(0, 40);
        if (value !== '' && !unreadTimes.includes(value)) unreadTimes.push(value);
      }
      if (outcome.post) {
        const pending = sink(outcome.post);
        if (pending) await pending;
      } else {
        errorRows.push(row);
        for (const { column, code } of outcome.errors) {
          if (column !== null) columnHasError[column] = true;
          if (errorsByRow.length < ROW_ERROR_DETAIL_LIMIT) {
            errorsByRow.push({ row, column: column === null ? null : inspection.headers[column], code });
          }
        }
      }
      row++;
    }
    options.onRows?.(row - firstRow);
  }
  return { rows: row - firstRow, errorRows, errorsByRow, columnHasError, timesRead, unreadTimes, ending };
}
