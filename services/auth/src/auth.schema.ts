import { registerDocumentSchema } from '@kizuna/platform/documents';
import type { PasswordLinkRecord } from './password-link-record.js';
import type { SessionRecord } from './session-record.js';
import type { SsoCodeRecord } from './sso-code-record.js';
import type { SignInFailureRecord } from './sign-in-failure-record.js';
import type { UserRecord } from './user-record.js';
import type { UsersFormatRecord } from './users-format-record.js';

/**
 * The auth service's collections as MongoDB sees them (the mongoose adapter builds a schema per
 * collection from this) and the indexes their repositories create on both engines. Keep in step
 * with user-record.ts, session-record.ts, sso-code-record.ts and password-link-record.ts.
 */
const outboxFields = {
  // Events written with a change and not yet published (libs/platform/src/outbox).
  _outbox: [{ _id: false, id: String, topic: String, payload: {}, at: String }],
  _outbox_claim: String,
};

registerDocumentSchema<UserRecord>('users', {
  fields: {
    username: { type: String, required: true },
    email: { type: String, required: true },
    is_approved: Boolean,
    is_admin: Boolean,
    is_deleted: Boolean,
    supplier_code: String,
    created_at: String,
    updated_at: String,
    last_login_at: String,
    password_hash: String,
    password_changed_at: String,
    restore_requested_at: String,
    sso_subject: String,
    sso_issuer: String,
    admin_from_env: Boolean,
    label_editor: Boolean,
    ...outboxFields,
  },
  // Sign-in looks a user up by address, single sign-on by the provider's subject; one account per address.
  indexes: [{ fields: { email: 1 }, unique: true }, { fields: { sso_subject: 1 } }],
});

registerDocumentSchema<SessionRecord>('sessions', {
  fields: {
    user_id: { type: String, required: true },
    created_at: String,
    last_seen_at: String,
    ended_at: String,
    end_reason: String,
  },
  // Revoking every session of a user (sign-out everywhere, deletion, password change).
  indexes: [{ fields: { user_id: 1 } }],
});

registerDocumentSchema<SsoCodeRecord>('sso_codes', {
  fields: {
    user_id: { type: String, required: true },
    browser_binding: String,
    expires_at: String,
    used_at: String,
  },
  // Codes are found by _id (the code's hash) only.
  indexes: [],
});

registerDocumentSchema<PasswordLinkRecord>('password_links', {
  fields: {
    user_id: { type: String, required: true },
    purpose: { type: String, enum: ['reset', 'setup'] },
    expires_at: String,
    used_at: String,
  },
  // A new link replaces the user's earlier ones.
  indexes: [{ fields: { user_id: 1 } }],
});

registerDocumentSchema<SignInFailureRecord>('sign_in_failures', {
  fields: {
    failures: Number,
    last_failure_at: String,
    known_at: String,
  },
  // Counters are found by _id (the key) only.
  indexes: [],
});

registerDocumentSchema<UsersFormatRecord>('users_format', {
  fields: { version: { type: Number, required: true }, upgraded_at: String },
  // One record, found by _id.
  indexes: [],
});
