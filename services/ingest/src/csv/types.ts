import type { TextEncoding } from '@kizuna/platform/csv';
import type { PostRecord } from '@kizuna/proto';
import type { ColumnDates } from './date-order-tally.js';
import type { DateOrder } from './parse-time.js';
import type { ColumnSuggestion } from './roles/suggested-role.js';

/**
 * Shapes produced by the CSV modules. The ingest service maps them onto the spec's
 * UploadResult (§3: headers, data, path_s3, total) and RegisterResult (rows_all,
 * rows_valid, error_rows, error_columns).
 */

/** How the uploaded bytes were read (the shared detection's names, `@kizuna/platform/csv`). Anything other than UTF-8 is converted to UTF-8 text. */
export type CsvEncoding = TextEncoding;

export type CsvDelimiter = ',' | '\t' | ';';

export interface CsvInspection {
  encoding: CsvEncoding;
  /** True when the file was not UTF-8 and was decoded from `encoding` (the UI tells the user). */
  converted: boolean;
  delimiter: CsvDelimiter;
  /** Header names, trimmed and made unique (see normaliseHeaders). */
  headers: string[];
  /** The first data rows, each cut or padded to the header length, cells capped in length. */
  preview: string[][];
  /** Data rows, excluding the header and blank lines. */
  totalRows: number;
  /** Per column: the order of its year-last dates, decided from all its values. */
  columnDates: ColumnDates[];
  /** Per column: the role suggested for it, from its header name or its sampled values. */
  suggestions: ColumnSuggestion[];
}

/**
 * Column roles as the register call sends them (spec §7 colindex_* and opt1..opt5):
 * zero-based column indexes, -1 when a role is unused.
 */
export interface ColumnMapping {
  time: number;
  author: number;
  contents: number;
  followers: number;
  others: number[];
  /** The user's answer for a time column whose date order stays ambiguous. */
  dateOrder?: DateOrder | null;
}

/** A mapping that passed validateMapping: required roles set, no column used twice. */
export interface ValidMapping {
  time: number;
  author: number;
  contents: number;
  /** null when no follower column is mapped. */
  followers: number | null;
  /** Other columns in the order given, without the unused (-1) slots; at most 5. */
  others: number[];
  /** How year-last dates of the time column read; null when it has none. */
  dateOrder: DateOrder | null;
}

/** One clean post: the record of the posts file the analysis service reads (contracts package). */
export type CleanPost = PostRecord;

export type RowErrorCode =
  'field_count' | 'malformed_quotes' | 'missing_author' | 'missing_contents' | 'invalid_time' | 'invalid_followers';

export interface RowError {
  /** Zero-based data row. */
  row: number;
  /** Header name of the offending column; null for whole-row problems (field_count, malformed_quotes). */
  column: string | null;
  code: RowErrorCode;
}

export interface RowReport {
  rowsAll: number;
  rowsValid: number;
  /** Zero-based data rows with at least one error, ascending, all of them. */
  errorRows: number[];
  /** Header names of the mapped columns that had at least one error, in column order. */
  errorColumns: string[];
  /** The first ROW_ERROR_DETAIL_LIMIT errors, for a precise message. */
  errorsByRow: RowError[];
}
