import { z } from 'zod';
import {
  LABEL_ACCOUNT_MAX,
  LABEL_ACCOUNTS_MAX,
  LABEL_COLORS,
  LABEL_IMPORT_MAX_BYTES,
  LABEL_NAME_MAX,
  LABEL_NOTE_MAX,
} from '@kizuna/proto/rules';
import { idField, textField } from './common.js';

// Account labels (issue 48, docs/labels.md): kept per team (company code), keyed by the account's
// name as the posts write it (case-insensitive), shown in every project of the team.

/** The team a request reads or changes labels of (docs/labels.md); also on get_cluster_members' label filter. */
export const companyCodeField = textField.optional().meta({
  description:
    "The team (company code) to act for: admins any; others only their own, which is the default ('' is the team of accounts without a code).",
});
const labelId = idField.meta({ description: 'A label of the team (list_labels).' });
const accounts = z
  .array(z.string().max(LABEL_ACCOUNT_MAX + 1))
  .min(1)
  .max(LABEL_ACCOUNTS_MAX)
  .meta({
    description: `Account names as the posts write them (a leading @ and case do not matter); at most ${LABEL_ACCOUNTS_MAX}.`,
  });

export const LabelDocument = z.strictObject({
  label_id: z.string(),
  name: z.string(),
  color: z.string(),
  created_by_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LabelDocument = z.infer<typeof LabelDocument>;

/** POST /api/v1/labels/list_labels: the team's labels, by name, whether the caller may change them, and the teams to choose from. */
export const ListLabelsRequest = z.object({ company_code: companyCodeField });
export type ListLabelsRequest = z.input<typeof ListLabelsRequest>;

export const ListLabelsAnswer = z.strictObject({
  data: z.strictObject({
    team: z.string(),
    labels: z.array(LabelDocument),
    may_change: z
      .boolean()
      .meta({ description: 'An admin, or a label editor of the team (granted on /users): may change labels.' }),
    colors: z.array(z.string()).meta({ description: 'The colours a label may have.' }),
    teams: z.array(z.string()).meta({
      description:
        "The teams the caller may choose: for an admin every team that has labels, sorted ('' is the team of accounts without a code); for others their own.",
    }),
  }),
});
export type ListLabelsAnswer = z.infer<typeof ListLabelsAnswer>;

/** POST /api/v1/labels/create_label. */
export const CreateLabelRequest = z.object({
  name: textField.meta({ description: `Required, at most ${LABEL_NAME_MAX} characters; unique in the team.` }),
  color: textField.meta({ description: `One of ${LABEL_COLORS.join(', ')}.` }),
  company_code: companyCodeField,
});
export type CreateLabelRequest = z.input<typeof CreateLabelRequest>;

export const LabelAnswer = z.strictObject({
  data: z.strictObject({ label_id: z.string(), label: LabelDocument }),
});
export type LabelAnswer = z.infer<typeof LabelAnswer>;

/** POST /api/v1/labels/update_label: rename, recolour or both (an empty or absent field stays). */
export const UpdateLabelRequest = z.object({
  label_id: labelId,
  name: textField.default(''),
  color: textField.default(''),
  company_code: companyCodeField,
});
export type UpdateLabelRequest = z.input<typeof UpdateLabelRequest>;

/** POST /api/v1/labels/delete_label: the label goes from every account. */
export const DeleteLabelRequest = z.object({
  label_id: labelId,
  name: z.string().min(1).max(200).meta({
    description:
      "The label's name (case and width aside): a delete by id alone, or naming another label, is refused (400).",
  }),
  company_code: companyCodeField,
});
export type DeleteLabelRequest = z.input<typeof DeleteLabelRequest>;

/** POST /api/v1/labels/assign_label and unassign_label. */
export const AssignLabelRequest = z.object({
  label_id: labelId,
  accounts,
  note: textField
    .default('')
    .meta({ description: `Why (at most ${LABEL_NOTE_MAX} characters); kept with each account's label.` }),
  company_code: companyCodeField,
});
export type AssignLabelRequest = z.input<typeof AssignLabelRequest>;

export const UnassignLabelRequest = z.object({ label_id: labelId, accounts, company_code: companyCodeField });
export type UnassignLabelRequest = z.input<typeof UnassignLabelRequest>;

export const LabelChangeAnswer = z.strictObject({
  data: z.strictObject({
    label_id: z.string(),
    changed: z.int().min(0).meta({ description: 'Accounts the label was put on (or taken off).' }),
    refused: z.int().min(0).meta({ description: 'Names that are no account (blank or too long).' }),
  }),
});
export type LabelChangeAnswer = z.infer<typeof LabelChangeAnswer>;

/** POST /api/v1/labels/import_labels: a CSV of account,label[,note], base64, in the upload's encodings. */
export const ImportLabelsRequest = z.object({
  csv: z
    .string()
    .min(1)
    // Up to the body limit: a file over the byte limit is told so (413), not a bad body.
    .max(1024 * 1024)
    .meta({
      format: 'byte',
      description: `The file's bytes in base64 (at most ${LABEL_IMPORT_MAX_BYTES} bytes): UTF-8 (with or without BOM), Shift_JIS, EUC-JP or Windows-1252, as an upload.`,
    }),
  company_code: companyCodeField,
});
export type ImportLabelsRequest = z.input<typeof ImportLabelsRequest>;

export const ImportRefusal = z.strictObject({
  line: z.int().min(1),
  account: z.string(),
  label: z.string(),
  reason: z.string().meta({ description: 'An i18n key, e.g. errors.label_account_invalid.' }),
});
export type ImportRefusal = z.infer<typeof ImportRefusal>;

export const ImportLabelsAnswer = z.strictObject({
  data: z.strictObject({
    applied: z.int().min(0),
    created: z.array(LabelDocument),
    refused: z.array(ImportRefusal).meta({ description: 'The first 100 refused rows.' }),
    refused_total: z.int().min(0),
    encoding: z.string(),
  }),
});
export type ImportLabelsAnswer = z.infer<typeof ImportLabelsAnswer>;

/** POST /api/v1/labels/export_labels: the team's labels (one, when named) as CSV. */
export const ExportLabelsRequest = z.object({ label_id: idField.optional(), company_code: companyCodeField });
export type ExportLabelsRequest = z.input<typeof ExportLabelsRequest>;

/** POST /api/v1/analyze/cluster/get_run_labels: the run's labelled accounts, each with its labels. */
export const RunLabelsRequest = z.object({
  process_id: idField,
  label_id: idField.optional().meta({ description: 'Only the accounts with this label.' }),
  page: z.int32().min(0).default(0),
  max_count: z.int32().min(1).max(LABEL_ACCOUNTS_MAX).default(1000),
  company_code: companyCodeField,
});
export type RunLabelsRequest = z.input<typeof RunLabelsRequest>;

export const AccountLabel = z.strictObject({
  label_id: z.string(),
  name: z.string(),
  color: z.string(),
  by_name: z.string(),
  at: z.string(),
  note: z.string(),
});
export type AccountLabel = z.infer<typeof AccountLabel>;

export const LabelledAccount = z.strictObject({
  account: z.string().meta({ description: "The account's key (its node id): the name lowercased, without @." }),
  cluster_id: z.int().meta({ description: "The account's community in the run (0 where not known)." }),
  labels: z.array(AccountLabel),
});
export type LabelledAccount = z.infer<typeof LabelledAccount>;

export const RunLabelsAnswer = z.strictObject({
  data: z.strictObject({
    labels: z.array(LabelDocument).meta({ description: "The team's labels (the legend)." }),
    accounts: z.array(LabelledAccount),
    total: z.int().min(0),
  }),
});
export type RunLabelsAnswer = z.infer<typeof RunLabelsAnswer>;
