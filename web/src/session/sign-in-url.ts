/**
 * The sign-in page, remembering where the user was going (`next`, checked again on arrival): the
 * spec's /login?session_timeout=1 when a session ended or never began.
 */
export function signInUrl(returnTo: string): string {
  const next = returnTo && returnTo !== '/' ? `&next=${encodeURIComponent(returnTo)}` : '';
  return `/login?session_timeout=1${next}`;
}
