import type { User } from '@kizuna/proto';
import type { LegacyUserRow, UserListRow } from '@kizuna/http-api';

/** Spec §3 older user row, for the applications list. */
export function legacyUserRow(u: User | undefined): LegacyUserRow {
  return {
    id: u?.id ?? '',
    username: u?.username ?? '',
    email: u?.email ?? '',
    is_approved: u?.isApproved ?? false,
    is_admin: u?.isAdmin ?? false,
    is_deleted: u?.isDeleted ?? false,
    created_at: u?.createdAt ?? '',
    updated_at: u?.updatedAt ?? '',
  };
}

/** Spec §3 user list row, with what the administration tabs also show. */
export function userListRow(u: User): UserListRow {
  return {
    login_user_id: u.id,
    user_name: u.username,
    user_email: u.email,
    supplier_code: u.supplierCode,
    created_at: u.createdAt,
    lastlogin_at: u.lastLoginAt,
    role: u.isAdmin ? 1 : 0,
    is_approved: u.isApproved,
    is_deleted: u.isDeleted,
    restore_requested_at: u.restoreRequestedAt,
    label_editor: u.labelEditor,
  };
}
