/** A signed-in session: the token names it, so signing out or revoking it ends the token. */
export interface SessionRecord {
  _id: string;
  user_id: string;
  created_at: string;
  /** Updated at most once a minute (see SessionsService.check): enough for the idle timeout. */
  last_seen_at: string;
  /** Empty while the session is open. */
  ended_at: string;
  /** Why it ended: logout, revoked, idle, expired. */
  end_reason: string;
}
