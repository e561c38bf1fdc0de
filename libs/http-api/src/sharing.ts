import { z } from 'zod';
import { EMAIL_MAX, SHARE_CANDIDATES_MAX, SHARE_ROLES } from '@kizuna/proto/rules';
import { idField } from './common.js';

const emailField = z.string().min(1).max(EMAIL_MAX);

/** One colleague a project is shared with (get_project, share_project, unshare_project). */
export const ProjectShare = z.strictObject({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z
    .enum(SHARE_ROLES)
    .meta({ description: 'viewer: reads everything; editor: also renames, recolours, adds and retries runs.' }),
  shared_at: z.string().meta({ description: 'When first shared (ISO 8601, UTC).' }),
});
export type ProjectShare = z.infer<typeof ProjectShare>;

/** POST /api/v1/process/share_project: adding an address again changes its role. */
export const ShareProjectRequest = z.object({
  project_id: idField,
  email: emailField.meta({
    description:
      'An approved user (400 errors.share_unknown_user otherwise); not the owner or yourself (errors.share_self).',
  }),
  role: z.enum(SHARE_ROLES),
});
export type ShareProjectRequest = z.input<typeof ShareProjectRequest>;

/** POST /api/v1/process/unshare_project. */
export const UnshareProjectRequest = z.object({ project_id: idField, email: emailField });
export type UnshareProjectRequest = z.input<typeof UnshareProjectRequest>;

/** POST /api/v1/process/share_company: the "whole company code" switch. */
export const ShareCompanyRequest = z.object({
  project_id: idField,
  on: z.boolean().meta({
    description:
      "True shares with every approved user of the owner's company code as viewers (409 errors.no_company_code when the owner has none); false stops.",
  }),
});
export type ShareCompanyRequest = z.input<typeof ShareCompanyRequest>;

/** The shares after a change, as get_project lists them for the owner and admins. */
export const SharesAnswer = z.strictObject({
  status: z.literal('success'),
  shares: z.array(ProjectShare),
  company_code: z.string().meta({ description: 'The company code the project is shared with; empty when not.' }),
});
export type SharesAnswer = z.infer<typeof SharesAnswer>;

/** POST /api/v1/process/share_candidates: the Share dialog's address autocomplete. */
export const ShareCandidatesRequest = z.object({
  prefix: z.string().min(1).max(EMAIL_MAX).meta({
    description: 'The start of an address, case-insensitive; under 3 characters the answer is an empty list.',
  }),
});
export type ShareCandidatesRequest = z.input<typeof ShareCandidatesRequest>;

export const ShareCandidatesAnswer = z.strictObject({
  emails: z.array(z.string()).max(SHARE_CANDIDATES_MAX).meta({
    description:
      "At most 10 approved users whose address starts so, of the caller's company code only (an admin: any; no code: others without one); none under 3 characters.",
  }),
});
export type ShareCandidatesAnswer = z.infer<typeof ShareCandidatesAnswer>;

/** POST /api/v1/process/transfer_projects (admins): a departed user's projects to someone else. */
export const TransferProjectsRequest = z.object({
  from_user_id: idField.meta({ description: "The account whose projects move (the user list's login_user_id)." }),
  to_email: emailField.meta({ description: 'The approved user who owns them from now on.' }),
});
export type TransferProjectsRequest = z.input<typeof TransferProjectsRequest>;

export const TransferProjectsAnswer = z.strictObject({
  status: z.literal('success'),
  count: z.int().min(0).meta({ description: 'How many projects moved.' }),
});
export type TransferProjectsAnswer = z.infer<typeof TransferProjectsAnswer>;
