import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { RecordsEnding } from './read-records.js';
import type { CsvInspection, RowError, RowReport, ValidMapping } from './types.js';

/** How many individual errors RowReport.errorsByRow keeps. */
export const ROW_ERROR_DETAIL_LIMIT = 100;

/** Values quoted when no time of the column could be read. */
export const UNREAD_TIME_SAMPLES = 3;

/**
 * What the rows of a file, or of one part of it, gave before the checks of the whole file: a
 * large file is registered in two parts at once.
 */
export interface PartReport {
  /** Data rows, blank lines not counted. */
  rows: number;
  /** Rows numbered from the file's first data row. */
  errorRows: number[];
  /** At most ROW_ERROR_DETAIL_LIMIT, in row order. */
  errorsByRow: RowError[];
  /** Per column index. */
  columnHasError: boolean[];
  timesRead: number;
  /** The first UNREAD_TIME_SAMPLES distinct time values that could not be read, in file order. */
  unreadTimes: string[];
  ending: RecordsEnding;
}

/** The report of the file whose first part gave `first` and the rest `second`. */
export function joinParts(first: PartReport, second: PartReport): PartReport {
  const unreadTimes = [...first.unreadTimes];
  for (const value of second.unreadTimes)
    if (unreadTimes.length < UNREAD_TIME_SAMPLES && !unreadTimes.includes(value)) unreadTimes.push(value);
  return {
    rows: first.rows + second.rows,
    errorRows: [...first.errorRows, ...second.errorRows],
    errorsByRow: [...first.errorsByRow, ...second.errorsByRow].slice(0, ROW_ERROR_DETAIL_LIMIT),
    columnHasError: first.columnHasError.map((has, column) => has || second.columnHasError[column]),
    timesRead: first.timesRead + second.timesRead,
    unreadTimes,
    ending: { records: first.ending.records + second.ending.records, inOpenQuote: second.ending.inOpenQuote },
  };
}

/**
 * The RowReport of a whole file's rows. When not one row's time can be read, NoReadableTimes
 * names the column and the values seen instead of reporting every row.
 */
export function finishReport(report: PartReport, inspection: CsvInspection, mapping: ValidMapping): RowReport {
  if (report.rows > 0 && report.timesRead === 0)
    throw noReadableTimes(inspection.headers[mapping.time], report.unreadTimes);
  return {
    rowsAll: report.rows,
    rowsValid: report.rows - report.errorRows.length,
    errorRows: report.errorRows,
    errorColumns: inspection.headers.filter((_, index) => report.columnHasError[index]),
    errorsByRow: report.errorsByRow,
  };
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
