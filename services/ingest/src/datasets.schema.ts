import { registerDocumentSchema } from '@kizuna/platform/documents';
import type { DatasetRecord } from './dataset-record.js';

/**
 * The ingest service's collections as MongoDB sees them and the indexes DatasetsService creates
 * on both engines. Keep in step with dataset-record.ts.
 */
registerDocumentSchema<DatasetRecord>('datasets', {
  fields: {
    owner_id: { type: String, required: true },
    filename: String,
    posts_key: String,
    headers: [String],
    mapping: {},
    encoding: String,
    rows_all: Number,
    rows_valid: Number,
    error_rows: [Number],
    error_columns: [String],
    upload_key: String,
    created_at: String,
  },
  indexes: [{ fields: { owner_id: 1 } }],
});

registerDocumentSchema('upload_inspections', {
  fields: { inspection: {}, created_at: String },
  // Inspections of uploads never registered are deleted by age.
  indexes: [{ fields: { created_at: 1 } }],
});
