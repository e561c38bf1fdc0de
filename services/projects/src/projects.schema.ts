import { registerDocumentSchema } from '@kizuna/platform/documents';
import type { RemovalRecord } from './removal-record.js';
import type { FormatRecord, ProjectRecord, RunRecord } from './project-record.js';
import type { SeriesRecord } from './series-record.js';

/**
 * The projects service's collections as MongoDB sees them (the mongoose adapter builds a schema
 * per collection from this; the embedded engine does not need it). Keep in step with
 * project-record.ts and the indexes ProjectsRepository creates.
 */
registerDocumentSchema<ProjectRecord>('projects', {
  fields: {
    project_name: { type: String, required: true },
    owner_id: { type: String, required: true },
    user_name: String,
    user_email: String,
    filename: String,
    dataset_id: String,
    posts_key: String,
    rows_all: Number,
    rows_valid: Number,
    relations: [String],
    validate_ms: Number,
    shares: [{ _id: false, user_id: String, email: String, name: String, role: String, shared_at: String }],
    company_code: String,
    status: Number,
    created_at: String,
    updated_at: String,
  },
  indexes: [{ fields: { owner_id: 1 } }],
});

registerDocumentSchema<FormatRecord>('projects_format', {
  fields: { version: { type: Number, required: true }, upgraded_at: String },
});

registerDocumentSchema<RunRecord>('runs', {
  fields: {
    project_id: { type: String, required: true },
    k: { type: Number, required: true },
    status: Number,
    started: Boolean,
    stage: String,
    percent: Number,
    failure_code: String,
    failure_reason: String,
    failure_message: String,
    removing: Boolean,
    node_count: Number,
    edge_count: Number,
    skipped_posts: Number,
    stage_times: {
      tokenize_ms: Number,
      network_ms: Number,
      communities_ms: Number,
      keywords_ms: Number,
      layout_ms: Number,
      write_ms: Number,
    },
    queue_position: Number,
    resumes: Number,
    updated_at: String,
    // Events written with a change and not yet published (libs/platform/src/outbox).
    _outbox: [{ _id: false, id: String, topic: String, payload: {}, at: String }],
    _outbox_claim: String,
  },
  indexes: [{ fields: { project_id: 1 } }, { fields: { project_id: 1, k: 1 }, unique: true }],
});

registerDocumentSchema<RemovalRecord>('removals', {
  fields: {
    kind: { type: String, required: true },
    project_id: { type: String, required: true },
    removed_at: String,
    dataset_id: String,
    process_ids: [String],
    gone: [
      {
        _id: false,
        process_id: String,
        project_name: String,
        k: Number,
        owner_name: String,
        uploaded_at: String,
        removed_at: String,
      },
    ],
    // The removal's event until it is published (libs/platform/src/outbox).
    _outbox: [{ _id: false, id: String, topic: String, payload: {}, at: String }],
    _outbox_claim: String,
  },
  indexes: [{ fields: { removed_at: 1 } }],
});

registerDocumentSchema<SeriesRecord>('series', {
  fields: {
    name: { type: String, required: true },
    creator_id: { type: String, required: true },
    creator_name: String,
    process_ids: [String],
    created_at: String,
    updated_at: String,
    removed_runs: [
      {
        _id: false,
        process_id: String,
        project_name: String,
        k: Number,
        owner_name: String,
        uploaded_at: String,
        removed_at: String,
      },
    ],
  },
  indexes: [{ fields: { creator_id: 1 } }, { fields: { process_ids: 1 } }],
});
