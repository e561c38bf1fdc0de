import { registerDocumentSchema } from '@kizuna/platform/documents';
import type { LabelAssignmentRecord, LabelRecord } from './label-record.js';

/**
 * The label collections as MongoDB sees them (issue 48); keep in step with label-record.ts. A
 * team's labels are read by team, a label's assignments by label (delete, export) and a run's by team.
 */
registerDocumentSchema<LabelRecord>('labels', {
  fields: {
    team: { type: String, required: true },
    name: { type: String, required: true },
    name_key: { type: String, required: true },
    color: String,
    created_by_id: String,
    created_by_name: String,
    created_at: String,
    updated_at: String,
  },
  indexes: [{ fields: { team: 1, name_key: 1 }, unique: true }],
});

registerDocumentSchema<LabelAssignmentRecord>('label_assignments', {
  fields: {
    team: { type: String, required: true },
    label_id: { type: String, required: true },
    account: { type: String, required: true },
    note: String,
    by_id: String,
    by_name: String,
    at: String,
  },
  indexes: [{ fields: { team: 1 } }, { fields: { label_id: 1 } }],
});
