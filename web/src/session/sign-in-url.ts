/** The app's sign-in screens: never somewhere to return to, that would loop. */
const SIGN_IN_PATHS = /^\/(login|dev_login)(\/|$|\?|#)/;

/** Whether a path (with its query) is one of the sign-in screens. */
export function isSignInPath(path: string): boolean {
  return SIGN_IN_PATHS.test(path);
}

/**
 * The sign-in page, remembering where the user was going (`next`, checked again on arrival). The
 * spec's time-out notice (?session_timeout=1) only when a session ended: a first visit, or a visit
 * after signing out, is not told that anything timed out.
 */
export function signInUrl(returnTo: string, sessionEnded: boolean): string {
  const query = new URLSearchParams();
  if (sessionEnded) query.set('session_timeout', '1');
  if (returnTo && returnTo !== '/') query.set('next', returnTo);
  const search = query.toString();
  return search ? `/login?${search}` : '/login';
}

/**
 * Where an answer of 401 sends the user from `current`: the sign-in page, or nowhere when already
 * on one. A screen often makes several calls at once; when they all answer 401, the later ones
 * arrive on the sign-in page and must not replace the `next` the first one kept with the sign-in
 * page itself (which is refused on return, so the user would land on the home page).
 */
export function signInRedirect(current: string): string | null {
  return isSignInPath(current) ? null : signInUrl(current, true);
}
