import { z } from 'zod';
import { idField, pageSizeField, textField } from './common.js';

/** The tabs of /users: applications waiting, approved accounts, deleted accounts. */
export const UserTab = z.enum(['applicants', 'users', 'deleted']);
export type UserTab = z.infer<typeof UserTab>;

/** POST /api/v1/auth/list_users (spec §7); `tab` is beyond the spec. */
export const ListUsersRequest = z.object({
  tab: UserTab.default('users'),
  search: textField.default(''),
  max_count: pageSizeField,
  page: z.int32().min(0).default(0),
  sort_key: z.int32().default(0).meta({
    description: '0 login_user_id, 1 user_name, 2 user_email, 3 supplier_code, 4 created_at, 5 lastlogin_at, 6 role',
  }),
  is_ascending: z.boolean().default(true),
  label_editors: z.boolean().default(false).meta({
    description: "Only the label editors; with the search on a company code, that team's.",
  }),
});
export type ListUsersRequest = z.input<typeof ListUsersRequest>;

/** Spec §3 user list row, with what the administration tabs also show. */
export const UserListRow = z.strictObject({
  login_user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  supplier_code: z.string(),
  created_at: z.string(),
  lastlogin_at: z.string(),
  role: z.union([z.literal(0), z.literal(1)]).meta({ description: '1 is admin' }),
  is_approved: z.boolean(),
  is_deleted: z.boolean(),
  restore_requested_at: z.string().meta({ description: 'When a deleted account asked to be restored; empty if not.' }),
  label_editor: z.boolean().meta({ description: "May change its team's labels (docs/labels.md)." }),
});
export type UserListRow = z.infer<typeof UserListRow>;

export const ListUsersAnswer = z.strictObject({
  UsersResult: z.array(UserListRow),
  stats: z.strictObject({ count_total: z.number().int() }),
});
export type ListUsersAnswer = z.infer<typeof ListUsersAnswer>;

/** {id, state}: /api/remove/ (true deletes, false restores), /api/admin/ (the admin flag). */
export const UserStateRequest = z.object({ id: idField, state: z.boolean().default(true) });
export type UserStateRequest = z.input<typeof UserStateRequest>;

/** The flag as it is after the change. */
export const UserStateAnswer = z.strictObject({ status: z.literal('success'), state: z.boolean() });
export type UserStateAnswer = z.infer<typeof UserStateAnswer>;

/** POST /api/delete_request/: declines a deleted account's restore request. */
export const UserIdRequest = z.object({ id: idField });
export type UserIdRequest = z.input<typeof UserIdRequest>;

/** POST /api/v1/auth/update_supplier_code (beyond the spec). */
export const SupplierCodeRequest = z.object({
  id: idField,
  supplier_code: z.string().max(50).default('').meta({ description: 'Empty clears it.' }),
});
export type SupplierCodeRequest = z.input<typeof SupplierCodeRequest>;

export const SupplierCodeAnswer = z.strictObject({ status: z.literal('success'), supplier_code: z.string() });
export type SupplierCodeAnswer = z.infer<typeof SupplierCodeAnswer>;
