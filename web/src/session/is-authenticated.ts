/**
 * Spec §4: authenticated means the access token has three parts and its expiry lies in the future.
 * The signature is not checked here (the server does that); this only decides whether to try.
 */
export function isAuthenticated(token: string | null | undefined, nowMs: number): boolean {
  const expiry = tokenExpiryMs(token);
  return expiry !== null && expiry > nowMs;
}

/** When a well-formed access token expires (ms since the epoch), or null for anything else. */
export function tokenExpiryMs(token: string | null | undefined): number | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) return null;
  const exp = decodeJwtPayload(parts[1])?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

function decodeJwtPayload(segment: string): { exp?: unknown } | null {
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return parsed !== null && typeof parsed === 'object' ? (parsed as { exp?: unknown }) : null;
  } catch {
    return null;
  }
}
