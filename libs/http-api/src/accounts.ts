import { z } from 'zod';
import { idField, textField } from './common.js';

const email = textField.min(1).meta({ description: 'An e-mail address.', example: 'user@example.com' });
const langCode = textField.default('ja').meta({ description: 'ja or en: the language of mails sent.' });

/** Spec §3 login response, for every way of signing in. */
export const LoginAnswer = z.strictObject({
  AuthenticationResult: z.strictObject({
    AccessToken: z.string().meta({ description: 'Send it as the X-Auth-Token header.' }),
    login_user_id: z.string(),
    is_first_login: z.boolean().meta({ description: 'The account has no password yet: the web offers to set one.' }),
  }),
  UserAttributes: z.strictObject({
    user_email: z.string(),
    user_name: z.string(),
    role: z.union([z.literal(0), z.literal(1)]).meta({ description: '1 admin, 0 ordinary user.' }),
  }),
});
export type LoginAnswer = z.infer<typeof LoginAnswer>;

/** POST /api/v1/auth/pseudo_authenticate_okta (dev login, when enabled). */
export const DevLoginRequest = z.object({ user_email: email });
export type DevLoginRequest = z.input<typeof DevLoginRequest>;

/** POST /api/v1/auth/login. */
export const PasswordLoginRequest = z.object({ user_email: email, user_passwd: textField.min(1) });
export type PasswordLoginRequest = z.input<typeof PasswordLoginRequest>;

/** POST /api/v1/auth/get_user: the single-use code the SSO callback put in /login/okta?code=. */
export const SsoExchangeRequest = z.object({ code: idField });
export type SsoExchangeRequest = z.input<typeof SsoExchangeRequest>;

/** POST /api/register/: files an application an admin approves. */
export const RegisterRequest = z.object({
  data: z.object({ user: z.object({ username: textField.min(1), email }) }),
  lang_code: langCode,
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

/** GET /is_admin/: the account's current role (not the token's claim). */
export const IsAdminAnswer = z.strictObject({ data: z.strictObject({ is_admin: z.boolean() }) });
export type IsAdminAnswer = z.infer<typeof IsAdminAnswer>;

/** POST /api/application/ (spec: {type:'edit'}). */
export const ApplicationsRequest = z.object({
  type: textField
    .default('active')
    .meta({ description: 'active: waiting applications; edit: every account not deleted.' }),
});
export type ApplicationsRequest = z.input<typeof ApplicationsRequest>;

/** Spec §3 "older user row". */
export const LegacyUserRow = z.strictObject({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  is_approved: z.boolean(),
  is_admin: z.boolean(),
  is_deleted: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LegacyUserRow = z.infer<typeof LegacyUserRow>;

/** The accounts waiting for approval. */
export const ApplicationsAnswer = z.strictObject({ data: z.strictObject({ users: z.array(LegacyUserRow) }) });
export type ApplicationsAnswer = z.infer<typeof ApplicationsAnswer>;

/** POST /api/approve/: state true approves, false withdraws the approval (ending the account's sessions). */
export const ApproveRequest = z.object({ id: idField, state: z.boolean().default(true) });
export type ApproveRequest = z.input<typeof ApproveRequest>;

export const ApproveAnswer = z.strictObject({ status: z.literal('success'), state: z.boolean() });
export type ApproveAnswer = z.infer<typeof ApproveAnswer>;

/** POST /api/v1/auth/change_password: the address must be the caller's own. */
export const ChangePasswordRequest = z.object({
  user_email: textField.optional(),
  user_passwd: textField.min(1),
  current_passwd: textField
    .default('')
    .meta({ description: 'The password the account has now; required when it has one.' }),
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

/** POST /api/v1/auth/reset_passwd and /api/restore_request/: the same answer whether or not the address is known. */
export const EmailRequest = z.object({ email, lang_code: langCode });
export type EmailRequest = z.input<typeof EmailRequest>;

/** POST /api/v1/auth/set_password: the mailed link's token with the new password. */
export const SetPasswordRequest = z.object({ token: idField, user_passwd: textField.min(1) });
export type SetPasswordRequest = z.input<typeof SetPasswordRequest>;
