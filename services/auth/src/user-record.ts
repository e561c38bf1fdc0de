/** A user account as the auth service stores it. */
export interface UserRecord {
  _id: string;
  username: string;
  email: string;
  is_approved: boolean;
  is_admin: boolean;
  is_deleted: boolean;
  supplier_code: string;
  created_at: string;
  updated_at: string;
  last_login_at: string;
  /** scrypt hash (see password-hash.ts); empty or absent while the account has no password. */
  password_hash?: string;
  password_changed_at?: string;
  /** Set when the user of a deleted account asks for it back (/restore); an admin decides. */
  restore_requested_at?: string;
  /**
   * The SSO identity the account is linked to: the provider's subject (sub) and issuer. Set at
   * the first single sign-on and never overwritten; records from before the issuer was kept
   * have the subject only.
   */
  sso_subject?: string;
  sso_issuer?: string;
  /** Made admin by ADMIN_EMAILS: taken away again when the address leaves that list. */
  admin_from_env?: boolean;
  /**
   * May change the labels of its team, the present company code (docs/labels.md): granted and
   * withdrawn by an admin on /users, withdrawn when the company code changes. Absent on accounts
   * never granted it; the users format 2 upgrade gave it to those who had changed labels.
   */
  label_editor?: boolean;
}
