import type { Readable } from 'node:stream';
import { byteChunks } from './byte-head.js';
import { convertRecord } from './convert-record.js';
import { decodeText } from './decode-text.js';
import { isBlankRecord, openRecords } from './read-records.js';
import type { CleanPost, ColumnMapping, CsvInspection, RowError, RowReport } from './types.js';
import { validateMapping } from './validate-mapping.js';

/** How many individual errors RowReport.errorsByRow keeps. */
export const ROW_ERROR_DETAIL_LIMIT = 100;

export type PostSink = (post: CleanPost) => void | Promise<void>;

/**
 * Streams every data row of an inspected CSV, hands each valid row to `sink` as a CleanPost
 * (in file order, awaiting the sink when it returns a promise) and reports the rest.
 * The mapping is checked first (MappingError). Rows are numbered from 0 after the header,
 * blank lines not counted, the same numbering as CsvInspection.totalRows.
 */
export async function validateAndConvert(
  open: () => Promise<Readable>,
  inspection: CsvInspection,
  mapping: ColumnMapping,
  sink: PostSink,
): Promise<RowReport> {
  const columnCount = inspection.headers.length;
  const valid = validateMapping(mapping, columnCount);
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
    }

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
