import type { MessageInitShape } from '@bufbuild/protobuf';
import type { UserSchema } from '@kizuna/proto';
import type { UserRecord } from './user-record.js';

export function toUserMessage(u: UserRecord): MessageInitShape<typeof UserSchema> {
  return {
    id: u._id,
    username: u.username,
    email: u.email,
    isApproved: u.is_approved,
    isAdmin: u.is_admin,
    isDeleted: u.is_deleted,
    createdAt: u.created_at,
    updatedAt: u.updated_at,
    lastLoginAt: u.last_login_at,
    supplierCode: u.supplier_code,
    restoreRequestedAt: u.restore_requested_at ?? '',
    labelEditor: u.label_editor === true,
  };
}
