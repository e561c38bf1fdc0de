import { DomainError, ErrorCode } from '@kizuna/platform/errors';

/** Why an uploaded file cannot be used at all. */
export type CsvErrorCode =
  | ErrorCode.EmptyFile
  | ErrorCode.NotCsv
  | ErrorCode.UnsupportedEncoding
  | ErrorCode.NoHeader
  | ErrorCode.TooFewColumns
  | ErrorCode.TooManyColumns
  | ErrorCode.NoRows
  | ErrorCode.RowTooLong;

// The English text travels with the code for API clients and logs; the web app translates the code.
const MESSAGES: Readonly<Record<CsvErrorCode, string>> = {
  [ErrorCode.EmptyFile]: 'The file is empty.',
  [ErrorCode.NotCsv]: 'This file is not a CSV text file.',
  [ErrorCode.UnsupportedEncoding]: 'The file encoding could not be read. Please save it as UTF-8.',
  [ErrorCode.NoHeader]: 'The first line must be a header with the column names.',
  [ErrorCode.TooFewColumns]: 'The file needs at least 3 columns (time, author and contents).',
  [ErrorCode.TooManyColumns]: 'The file has more than 500 columns; is it really a table of posts?',
  [ErrorCode.NoRows]: 'The file has a header but no data rows.',
  [ErrorCode.RowTooLong]: 'A row of the file is too long to be a post; is a quote left open?',
};

export interface CsvErrorDetail {
  /** Zero-based data row near which the problem was found (RowTooLong). */
  row?: number;
  /** Columns found (TooFewColumns, TooManyColumns). */
  columns?: number;
  /** The most columns accepted (TooManyColumns). */
  max?: number;
  /** What chardet reported (UnsupportedEncoding). */
  detected?: string;
}

/** A DomainError of the CSV modules; `detail` keeps the typed values its string params come from. */
export class CsvError extends DomainError {
  declare readonly code: CsvErrorCode;

  constructor(
    code: CsvErrorCode,
    readonly detail: CsvErrorDetail = {},
  ) {
    super(code, MESSAGES[code], stringParams(detail));
    this.name = 'CsvError';
  }
}

function stringParams(detail: CsvErrorDetail): Record<string, string> {
  return Object.fromEntries(Object.entries(detail).map(([key, value]) => [key, String(value)]));
}
