/** The spec's role names, in the spec's order (used in the missing-columns message). */
export type RequiredRole = 'Time' | 'AuthorId' | 'Contents';

export type MappingErrorCode = 'missing_columns' | 'duplicate_column' | 'too_many_others' | 'column_out_of_range';

/**
 * i18n keys, matching ErrorCode in @kizuna/platform/errors. The spec (§5) words the missing
 * case as the missing names in brackets followed by labels.must_selected, and names
 * errors.please_select_5_others for a sixth Other column.
 */
export const MAPPING_ERROR_I18N_KEYS: Readonly<Record<MappingErrorCode, string>> = {
  missing_columns: 'errors.missing_columns',
  duplicate_column: 'errors.duplicate_column',
  too_many_others: 'errors.please_select_5_others',
  column_out_of_range: 'errors.column_out_of_range',
};

export interface MappingErrorDetail {
  /** missing_columns: the unassigned required roles, in the order Time, AuthorId, Contents. */
  missing?: RequiredRole[];
  /** duplicate_column / column_out_of_range: the offending zero-based column index. */
  column?: number;
  /** too_many_others: how many Other columns were sent. */
  others?: number;
}

export class MappingError extends Error {
  readonly i18nKey: string;

  constructor(
    readonly code: MappingErrorCode,
    readonly detail: MappingErrorDetail = {},
  ) {
    super(`column mapping: ${code} ${JSON.stringify(detail)}`);
    this.name = 'MappingError';
    this.i18nKey = MAPPING_ERROR_I18N_KEYS[code];
  }
}
