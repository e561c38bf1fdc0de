/**
 * Spec §4: authenticated means the access token has three parts and its expiry lies in the future.
 * The signature is not checked here (the server does that); this only decides whether to try.
 */
export function isAuthenticated(token: string | null | undefined, nowMs: number): boolean {
  if (!token) return false;
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) return false;
  const payload = decodeJwtPayload(parts[1]);
  const exp = payload?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > nowMs;
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
