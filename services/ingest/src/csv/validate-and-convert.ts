import type { Readable } from 'node:stream';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { byteChunks } from './byte-head.js';
import { convertRecord } from './convert-record.js';
import { decodeText } from './decode-text.js';
import { isBlankRecord, openRecords } from './read-records.js';
import type { CleanPost, ColumnMapping, CsvInspection, RowError, RowReport } from './types.js';
import { validateMapping } from './validate-mapping.js';

/** How many individual errors RowReport.errorsByRow keeps. */
export const ROW_ERROR_DETAIL_LIMIT = 100;

/** Values quoted when no time of the column could be read. */
const UNREAD_TIME_SAMPLES = 3;

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
  const columnCount = inspection.headers.length;
  const valid = validateMapping(mapping, columnCount, inspection.columnDates);
  const unreadTimes: string[] = [];
  let timesRead = 0;
  const readable = await open();
  try {
    const text = decodeText(byteChunks(readable), inspection.encoding);
    const { batches } = await openRecords(text, inspection.delimiter);

    const errorRows: number[] = [];
    const errorsByRow: RowError[] = [];
    const columnHasError = new Array<boolean>(columnCount).fill(false);
    let headerSeen = false;
    let row = 0;
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
          const value = record[valid.time].trim();
          if (value !== '' && !unreadTimes.includes(value)) unreadTimes.push(value.slice(0, 40));
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
      onRows?.(row);
    }

    if (row > 0 && timesRead === 0) throw noReadableTimes(inspection.headers[valid.time], unreadTimes);
    return {
      rowsAll: row,
      rowsValid: row - errorRows.length,
      errorRows,
      errorColumns: inspection.headers.filter((_, index) => columnHasError[index]),
      errorsByRow,
    };
  } finally {
    readable.destroy();
  }
}

/** Not one row's time could be read: the column or its format is wrong, not every row. */
function noReadableTimes(column: string, values: string[]): DomainError {
  const seen = values.length > 0 ? values.map((v) => `"${v}"`).join(', ') : '(empty)';
  return new DomainError(
    ErrorCode.NoReadableTimes,
    `No time in the column "${column}" could be read; values seen: ${seen}.`,
    {
      column,
      values: seen,
    },
  );
}
