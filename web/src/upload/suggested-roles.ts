import type { UploadResult } from '@kizuna/http-api';
import type { ColumnRole } from './column-mapping';

/**
 * The roles the mapping step opens with: what the server suggested for each column, from its
 * header name or its values (ingest decides both, see docs/column-names.md). Every choice can
 * be changed.
 */
export function suggestedRoles(upload: UploadResult): ColumnRole[] {
  return upload.headers.map((_h, column) => upload.suggestions[column]?.role ?? '');
}
