import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

/** The cookie holding one sign-in attempt's state, nonce and PKCE verifier. */
export const OIDC_COOKIE = 'kizuna_oidc';
/** Sent only to the SSO routes, which all live under this path. */
export const OIDC_COOKIE_PATH = '/api/v1/auth/oidc';
/** A sign-in at the provider must finish within this time. */
const ATTEMPT_MAX_AGE_S = 600;

interface AttemptState {
  handle: string;
  nonce?: string;
  verifier?: string;
  issued?: string;
  maxAge?: number;
}

interface StoreContext {
  nonce?: string;
  issued?: Date | string;
  maxAge?: number;
}

/** What the PKCE strategy hands the store (on the way out) and reads from it (on the way back). */
export interface OidcAttempt {
  verifier?: string;
}
export type RequestWithAttempt = Request & { kizunaOidc?: OidcAttempt };

/**
 * passport-openidconnect's state store, kept in an HttpOnly cookie rather than a server session:
 * any gateway replica can complete the sign-in, and nothing is stored for attempts never
 * finished. The browser cannot forge the state a provider sends back, because the provider
 * echoes the `state` parameter and the cookie must match it; the cookie is cleared on return,
 * so a state works once.
 */
export class OidcCookieStateStore {
  constructor(private readonly secure: boolean) {}

  store(
    req: RequestWithAttempt,
    ctx: StoreContext,
    _appState: unknown,
    _meta: unknown,
    cb: (err: Error | null, handle?: string) => void,
  ): void {
    const state: AttemptState = {
      handle: randomBytes(24).toString('base64url'),
      nonce: ctx.nonce,
      verifier: req.kizunaOidc?.verifier,
      issued: ctx.issued ? new Date(ctx.issued).toISOString() : undefined,
      maxAge: ctx.maxAge,
    };
    const value = Buffer.from(JSON.stringify(state)).toString('base64url');
    (req.res as Response).cookie(OIDC_COOKIE, value, this.cookieOptions(ATTEMPT_MAX_AGE_S * 1000));
    cb(null, state.handle);
  }

  verify(
    req: RequestWithAttempt,
    handle: string,
    cb: (err: Error | null, ctx?: false | StoreContext, info?: unknown) => void,
  ): void {
    const state = readState(req);
    (req.res as Response).clearCookie(OIDC_COOKIE, this.cookieOptions());
    if (!state || typeof handle !== 'string' || state.handle !== handle)
      return cb(null, false, { message: 'Unable to verify authorization request state.' });
    req.kizunaOidc = { verifier: state.verifier };
    cb(null, { nonce: state.nonce, issued: state.issued ? new Date(state.issued) : undefined, maxAge: state.maxAge });
  }

  private cookieOptions(maxAge?: number) {
    // Lax: the provider's redirect back is a top-level navigation, which Lax cookies accompany.
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.secure, path: OIDC_COOKIE_PATH, maxAge };
  }
}

function readState(req: Request): AttemptState | null {
  const raw = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${OIDC_COOKIE}=`))
    ?.slice(OIDC_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const state = JSON.parse(Buffer.from(decodeURIComponent(raw), 'base64url').toString('utf8')) as AttemptState;
    return typeof state?.handle === 'string' ? state : null;
  } catch {
    return null;
  }
}
