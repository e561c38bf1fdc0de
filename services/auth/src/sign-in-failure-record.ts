/**
 * Failed password checks counted under one key: an address (`address:<ip>`), an account
 * (`account:<email>`) or the two together (`pair:<email>|<ip>`). A pair also remembers that the
 * account once signed in from that address (known_at).
 */
export interface SignInFailureRecord {
  _id: string;
  failures: number;
  /** ISO time of the latest failure; '' when none is counted. */
  last_failure_at: string;
  /** ISO time of the latest successful sign-in (pairs only); '' when none. */
  known_at: string;
}
