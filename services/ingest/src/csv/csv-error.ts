/**
 * Why an uploaded file cannot be used at all. Each code has an i18n key `errors.<code>`
 * (CSV_ERROR_I18N_KEYS, matching ErrorCode in @kizuna/platform/errors where it exists).
 */
export type CsvErrorCode =
  'empty_file' | 'not_csv' | 'unsupported_encoding' | 'no_header' | 'too_few_columns' | 'no_rows' | 'row_too_long';

export const CSV_ERROR_I18N_KEYS: Readonly<Record<CsvErrorCode, string>> = {
  empty_file: 'errors.empty_file',
  not_csv: 'errors.not_csv',
  unsupported_encoding: 'errors.unsupported_encoding',
  no_header: 'errors.no_header',
  too_few_columns: 'errors.too_few_columns',
  no_rows: 'errors.no_rows',
  row_too_long: 'errors.row_too_long',
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
