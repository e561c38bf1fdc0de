/** The app's sign-in screens: never somewhere to return to, that would loop. */
const SIGN_IN_PATHS = /^\/(login|dev_login)(\/|$|\?|#)/;

/** Whether a path (with its query) is one of the sign-in screens. */
export function isSignInPath(path: string): boolean {
  return SIGN_IN_PATHS.test(path);
}

/**
 * The sign-in page, remembering where the user was going (`next`, checked again on arrival): the
 * spec's /login?session_timeout=1 when a session ended or never began.
 */
export function signInUrl(returnTo: string): string {
  const next = returnTo && returnTo !== '/' ? `&next=${encodeURIComponent(returnTo)}` : '';
  return `/login?session_timeout=1${next}`;
}

/**
 * Where an answer of 401 sends the user from `current`: the sign-in page, or nowhere when already
 * on one. A screen often makes several calls at once; when they all answer 401, the later ones
 * arrive on the sign-in page and must not replace the `next` the first one kept with the sign-in
 * page itself (which is refused on return, so the user would land on the home page).
 */
export function signInRedirect(current: string): string | null {
  return isSignInPath(current) ? null : signInUrl(current);
}
