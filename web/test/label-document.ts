import type { LabelDocument } from '@kizuna/http-api';

/** A team's label as list_labels and get_run_labels answer it, made by "owner" on 2026-03-01. */
export function labelDocument(label_id: string, name: string, color = '#e6194b'): LabelDocument {
  return {
    label_id,
    name,
    color,
    created_by_name: 'owner',
    created_at: '2026-03-01T00:00:00.000Z',
    updated_at: '2026-03-01T00:00:00.000Z',
  };
}
