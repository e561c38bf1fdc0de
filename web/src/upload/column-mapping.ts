import { MAX_OTHER_COLUMNS } from '@kizuna/proto/rules';

/** Roles a CSV column can play (spec §3 "Column roles"); '' means the column is not used. */
export type ColumnRole = 'time' | 'author' | 'contents' | 'followers' | 'other' | '';

/** Roles that at most one column may hold. */
export const UNIQUE_ROLES = ['time', 'author', 'contents', 'followers'] as const;

export const REQUIRED_ROLES = ['time', 'author', 'contents'] as const;

export type MappingError = 'errors.please_select_5_others';

export interface AssignResult {
  roles: ColumnRole[];
  error: MappingError | null;
}

/**
 * Gives `column` the role `role` (spec §5 column mapping): a unique role already held by another
 * column is taken from it; a sixth 'other' is refused and the column's choice is reset to blank.
 */
export function assignRole(roles: readonly ColumnRole[], column: number, role: ColumnRole): AssignResult {
  if (column < 0 || column >= roles.length) throw new RangeError(`no column ${column}`);
  const next = [...roles];
  if (role === 'other' && roles[column] !== 'other') {
    const others = roles.filter((r) => r === 'other').length;
    if (others >= MAX_OTHER_COLUMNS) {
      next[column] = '';
      return { roles: next, error: 'errors.please_select_5_others' };
    }
  }
  if (role !== '' && role !== 'other') {
    for (let i = 0; i < next.length; i++) if (i !== column && next[i] === role) next[i] = '';
  }
  next[column] = role;
  return { roles: next, error: null };
}
