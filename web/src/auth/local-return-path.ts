import { isSignInPath } from '../session/sign-in-url';

/** Longer than any path of the app with its query; a longer one is not ours. */
const MAX_LENGTH = 2000;

/**
 * The path a user was going to before signing in, when it is one of this app's own: it starts
 * with a single slash and names no host, scheme or backslash (browsers read `/\evil.example` as
 * `//evil.example`). Anything else is null, so sign-in never sends anyone off the site.
 */
export function localReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // Control characters: URL parsing drops tabs and newlines, turning `/\t/evil` into `//evil`.
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  const base = 'http://return.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSignInPath(path) ? null : path;
}
