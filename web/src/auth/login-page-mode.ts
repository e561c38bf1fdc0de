export interface LoginPageInputs {
  /** The server has single sign-on configured. */
  sso: boolean;
  /** Arrived here because the session ended (?session_timeout=1). */
  timedOut: boolean;
  /** An SSO attempt came back refused (?sso_error=<code>). */
  ssoError: string | null;
  /** A notice from the previous screen (a password was set, a reset mail sent). */
  notice: string | null;
  /** The user asked for the password form (?password=1). */
  passwordWanted: boolean;
}

export interface LoginPageMode {
  /** now: straight to the provider; later: after the time-out notice has been read; never. */
  redirectToSso: 'now' | 'later' | 'never';
  showPasswordForm: boolean;
}

/**
 * What /login does (spec §2 and §8): with SSO it goes to the provider, except when that would
 * hide something the user must read or loop on a failure; password sign-in stays reachable.
 */
export function loginPageMode(p: LoginPageInputs): LoginPageMode {
  if (!p.sso) return { redirectToSso: 'never', showPasswordForm: true };
  if (p.passwordWanted || p.ssoError !== null || p.notice !== null)
    return { redirectToSso: 'never', showPasswordForm: p.passwordWanted || p.notice !== null };
  return { redirectToSso: p.timedOut ? 'later' : 'now', showPasswordForm: false };
}
