/**
 * Why an uploaded file cannot be used at all. Each code has an i18n key `errors.csv_<code>`
 * (see CSV_ERROR_I18N_KEYS) so the web can show it in both languages.
 */
export type CsvErrorCode =
  | 'empty_file'
  | 'not_csv'
  | 'unsupported_encoding'
  | 'no_header'
  | 'too_few_columns'
  | 'no_rows'
  | 'row_too_long';

export const CSV_ERROR_I18N_KEYS: Readonly<Record<CsvErrorCode, string>> = {
  empty_file: 'errors.csv_empty_file',
  not_csv: 'errors.csv_not_csv',
  unsupported_encoding: 'errors.csv_unsupported_encoding',
  no_header: 'errors.csv_no_header',
  too_few_columns: 'errors.csv_too_few_columns',
  no_rows: 'errors.csv_no_rows',
  row_too_long: 'errors.csv_row_too_long',
};

export interface CsvErrorDetail {
  /** Zero-based data row near which the problem was found (row_too_long). */
  row?: number;
  /** Columns found (too_few_columns). */
  columns?: number;
  /** What chardet reported (unsupported_encoding). */
  detected?: string;
}

export class CsvError extends Error {
  readonly i18nKey: string;

  constructor(
    readonly code: CsvErrorCode,
    readonly detail: CsvErrorDetail = {},
  ) {
    super(`csv: ${code}${Object.keys(detail).length ? ' ' + JSON.stringify(detail) : ''}`);
    this.name = 'CsvError';
    this.i18nKey = CSV_ERROR_I18N_KEYS[code];
  }
}
