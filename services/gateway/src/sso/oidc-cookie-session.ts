import type { Request, Response } from 'express';
import { cookieValue } from './cookie-value.js';

/** The cookie holding one sign-in attempt's state, nonce and PKCE verifier. */
export const OIDC_COOKIE = 'kizuna_oidc';
/** Sent only to the SSO routes, which all live under this path. */
export const OIDC_COOKIE_PATH = '/api/v1/auth/oidc';
/** A sign-in at the provider must finish within this time. */
const ATTEMPT_MAX_AGE_S = 600;

/** What openid-client keeps between the redirect to the provider and the way back. */
export type OidcAttempt = Record<string, unknown>;

/**
 * The one sign-in attempt openid-client keeps in `req.session`, held in an HttpOnly cookie
 * rather than a server session: any gateway replica can complete the sign-in, and nothing is
 * stored for attempts never finished. The browser cannot forge the state a provider sends back,
 * because the provider echoes the `state` parameter and openid-client checks it against the
 * cookie's; the cookie is cleared on return, so an attempt works once.
 */
export class OidcCookieSession {
  constructor(private readonly secure: boolean) {}

  read(req: Request): OidcAttempt | undefined {
    const raw = cookieValue(req, OIDC_COOKIE);
    if (!raw) return undefined;
    try {
      const attempt = JSON.parse(Buffer.from(decodeURIComponent(raw), 'base64url').toString('utf8')) as unknown;
      return attempt && typeof attempt === 'object' ? (attempt as OidcAttempt) : undefined;
    } catch {
      return undefined;
    }
  }

  write(res: Response, attempt: OidcAttempt): void {
    const value = Buffer.from(JSON.stringify(attempt)).toString('base64url');
    res.cookie(OIDC_COOKIE, value, this.cookieOptions(ATTEMPT_MAX_AGE_S * 1000));
  }

  clear(res: Response): void {
    res.clearCookie(OIDC_COOKIE, this.cookieOptions());
  }

  private cookieOptions(maxAge?: number) {
    // Lax: the provider's redirect back is a top-level navigation, which Lax cookies accompany.
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.secure, path: OIDC_COOKIE_PATH, maxAge };
  }
}
