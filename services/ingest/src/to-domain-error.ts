import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { CsvError, MappingError } from './csv/index.js';

const csvMessages: Record<string, string> = {
  empty_file: 'The file is empty.',
  not_csv: 'This file is not a CSV text file.',
  unsupported_encoding: 'The file encoding could not be read. Please save it as UTF-8.',
  no_header: 'The first line must be a header with the column names.',
  too_few_columns: 'The file needs at least 3 columns (time, author and contents).',
  no_rows: 'The file has a header but no data rows.',
  row_too_long: 'A row of the file is too long to be a post; is a quote left open?',
};

/** Turns the CSV modules' errors into domain errors whose codes the web app translates. */
export function toDomainError(err: unknown): unknown {
  if (err instanceof CsvError) {
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(err.detail)) params[k] = String(v);
    return new DomainError(err.i18nKey, csvMessages[err.code] ?? err.message, params);
  }
  if (err instanceof MappingError) {
    if (err.code === 'missing_columns') {
      const columns = (err.detail.missing ?? []).join(', ');
      return new DomainError(ErrorCode.MissingColumns, `[${columns}] must be selected.`, { columns });
    }
    if (err.code === 'too_many_others')
      return new DomainError(ErrorCode.TooManyOthers, 'Please select only 5 additional columns.');
    if (err.code === 'duplicate_column')
      return new DomainError(ErrorCode.DuplicateColumn, 'A column can have only one role.', {
        column: String(err.detail.column ?? ''),
      });
    return new DomainError(ErrorCode.ColumnOutOfRange, 'The mapping names a column the file does not have.', {
      column: String(err.detail.column ?? ''),
    });
  }
  return err;
}
