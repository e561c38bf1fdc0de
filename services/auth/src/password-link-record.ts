/** A single-use link to set a password. Only a hash of its token is kept. */
export interface PasswordLinkRecord {
  /** sha256 of the token, base64url. */
  _id: string;
  user_id: string;
  /** reset (forgot password, 30 minutes) or setup (new account, 72 hours). */
  purpose: 'reset' | 'setup';
  expires_at: string;
  /** Empty until used. */
  used_at: string;
}
