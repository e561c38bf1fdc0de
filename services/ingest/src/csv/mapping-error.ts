import { DomainError, ErrorCode } from '@kizuna/platform/errors';

/** The spec's role names, in the spec's order (used in the missing-columns message). */
export type RequiredRole = 'Time' | 'AuthorId' | 'Contents';

/**
 * Why a column mapping is refused. The spec (§5) words the missing case as the missing names in
 * brackets followed by labels.must_selected, and names errors.please_select_5_others for a sixth
 * Other column.
 */
export type MappingErrorCode =
  ErrorCode.MissingColumns | ErrorCode.DuplicateColumn | ErrorCode.TooManyOthers | ErrorCode.ColumnOutOfRange;

export interface MappingErrorDetail {
  /** MissingColumns: the unassigned required roles, in the order Time, AuthorId, Contents. */
  missing?: RequiredRole[];
  /** DuplicateColumn / ColumnOutOfRange: the offending zero-based column index. */
  column?: number;
  /** TooManyOthers: how many Other columns were sent. */
  others?: number;
}

/** A DomainError of the mapping check; `detail` keeps the typed values its string params come from. */
export class MappingError extends DomainError {
  declare readonly code: MappingErrorCode;

  constructor(
    code: MappingErrorCode,
    readonly detail: MappingErrorDetail = {},
  ) {
    const { message, params } = describe(code, detail);
    super(code, message, params);
    this.name = 'MappingError';
  }
}

function describe(
  code: MappingErrorCode,
  detail: MappingErrorDetail,
): { message: string; params: Record<string, string> } {
  const column = { column: String(detail.column ?? '') };
  switch (code) {
    case ErrorCode.MissingColumns: {
      const columns = (detail.missing ?? []).join(', ');
      return { message: `[${columns}] must be selected.`, params: { columns } };
    }
    case ErrorCode.TooManyOthers:
      return { message: 'Please select only 5 additional columns.', params: {} };
    case ErrorCode.DuplicateColumn:
      return { message: 'A column can have only one role.', params: column };
    case ErrorCode.ColumnOutOfRange:
      return { message: 'The mapping names a column the file does not have.', params: column };
  }
}
