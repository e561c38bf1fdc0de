/** A single-use code handed to the browser after an SSO sign-in. Only a hash of the code is kept. */
export interface SsoCodeRecord {
  /** sha256 of the code, base64url. */
  _id: string;
  user_id: string;
  /** sha256 of the hand-off cookie of the browser the code was handed to. */
  browser_binding: string;
  expires_at: string;
  /** Empty until exchanged. */
  used_at: string;
}
