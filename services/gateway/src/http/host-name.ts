/** Longest Host or Origin header read: a DNS name is at most 253 characters, plus scheme and port. */
const MAX_HEADER_LENGTH = 300;

/**
 * The host name a Host header names, lower case and without port or trailing dot
 * (`Kizuna.Example.com.:443` → `kizuna.example.com`, `[::1]:8080` → `[::1]`); null when absent,
 * too long or malformed. Length is checked before anything else reads it.
 */
export function hostNameOf(header: string | undefined): string | null {
  if (!header || header.length > MAX_HEADER_LENGTH) return null;
  const h = header.trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    if (end < 0 || !/^(:\d{1,5})?$/.test(h.slice(end + 1))) return null;
    return h.slice(0, end + 1);
  }
  const colon = h.indexOf(':');
  const name = colon < 0 ? h : h.slice(0, colon);
  if (colon >= 0 && !/^\d{1,5}$/.test(h.slice(colon + 1))) return null;
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/** The host name of an Origin header (`https://kizuna.example.com:8443` → `kizuna.example.com`); null for `null` or junk. */
export function originHostNameOf(header: string): string | null {
  if (header.length > MAX_HEADER_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(header);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return hostNameOf(url.host);
}
