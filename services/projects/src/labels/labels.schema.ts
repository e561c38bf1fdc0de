import { registerDocumentSchema } from '@kizuna/platform/documents';
import {
  LABEL_ASSIGNMENTS,
  LABEL_ASSIGNMENTS_BEFORE_5,
  LABEL_GROUPS,
  LABEL_TEAMS,
  type LabelAssignmentRecord,
  type LabelGroupRecord,
  type LabelTeamRecord,
  type LabelRecord,
} from './label-record.js';

/**
 * The label collections as MongoDB sees them (issue 48); keep in step with label-record.ts. A
 * team's labels are read by team.
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
    change_id: String,
  },
  indexes: [{ fields: { team: 1, name_key: 1 }, unique: true }],
});

const assignmentFields = {
  team: { type: String, required: true },
  label_id: { type: String, required: true },
  account: { type: String, required: true },
  note: String,
  by_id: String,
  by_name: String,
  at: String,
};

/**
 * Where formats 4 and 5 kept the assignments, one document each: `label_assignments` (ids without
 * the team; the format 5 upgrade moved them on) and `label_assignments_v2` (ids of team, label and
 * account; the format 6 upgrade moves them into groups and leaves it empty).
 */
registerDocumentSchema<LabelAssignmentRecord>(LABEL_ASSIGNMENTS, { fields: assignmentFields, indexes: [] });
registerDocumentSchema<LabelAssignmentRecord>(LABEL_ASSIGNMENTS_BEFORE_5, { fields: assignmentFields, indexes: [] });

/**
 * The assignments as groups (format 6, label-record.ts LabelGroupRecord), found by ranges of their
 * id (label-record.ts says why): no index but the id's.
 */
registerDocumentSchema<LabelGroupRecord>(LABEL_GROUPS, {
  fields: {
    team: { type: String, required: true },
    label_id: { type: String, required: true },
    keys: { type: String, required: true },
    n: Number,
    note: String,
    by_id: String,
    by_name: String,
    at: String,
  },
  indexes: [],
});

/** A team's lease on its label changes and the change log entries still to publish (team-lease.ts). */
registerDocumentSchema<LabelTeamRecord>(LABEL_TEAMS, {
  fields: {
    lease_until: String,
    lease_by: String,
    // The change under way (label-record.ts PendingLabelChange), until finished.
    change: {},
    // The changes' access-log entries until published (libs/platform/src/outbox).
    _outbox: [{ _id: false, id: String, topic: String, payload: {}, at: String }],
    _outbox_claim: String,
  },
  indexes: [],
});
