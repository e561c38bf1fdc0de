import type { UploadResult } from '@kizuna/http-api';
import type { ColumnRole } from './column-mapping';

/** Where the column now holding a role came from, for the line beside the role's choice. */
export type RoleOrigin =
  | { kind: 'name'; tool: string }
  | { kind: 'value' }
  /** The user chose it (or changed the suggestion). */
  | { kind: 'chosen' }
  /** No column holds the role. */
  | { kind: 'missing' };

/** Says whether `role` sits where the server suggested it, and how that suggestion was made. */
export function roleOrigin(upload: UploadResult, roles: readonly ColumnRole[], role: ColumnRole): RoleOrigin {
  const column = roles.indexOf(role);
  if (column < 0) return { kind: 'missing' };
  const suggestion = upload.suggestions[column];
  if (suggestion?.role !== role) return { kind: 'chosen' };
  if (suggestion.source === 'name') return { kind: 'name', tool: suggestion.tool };
  if (suggestion.source === 'value') return { kind: 'value' };
  return { kind: 'chosen' };
}

/** The first non-empty preview value of a column, to show beside its role; '' when none. */
export function sampleValue(upload: UploadResult, column: number): string {
  if (column < 0) return '';
  for (const row of upload.data) {
    const value = (row[column] ?? '').trim();
    if (value !== '') return value;
  }
  return '';
}
