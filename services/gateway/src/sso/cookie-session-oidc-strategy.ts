import type { Request, Response } from 'express';
import * as client from 'openid-client';
import { type AuthenticateOptions, Strategy, type StrategyOptions, type VerifyFunction } from 'openid-client/passport';
import { OidcCookieSession } from './oidc-cookie-session.js';

/** Where openid-client keeps the attempt in `req.session`. */
const SESSION_KEY = 'oidc';

type PassportSelf = { redirect(url: string, status?: number): void };

/**
 * openid-client's Passport strategy (authorization code flow; it sends PKCE S256 and checks the
 * verifier, state and nonce itself), with its `req.session` backed by one HttpOnly cookie
 * (OidcCookieSession) instead of a server session, and with state and nonce always sent.
 */
export class CookieSessionOidcStrategy extends Strategy {
  private readonly cookies: OidcCookieSession;

  constructor(options: Omit<StrategyOptions, 'sessionKey'> & { secureCookies: boolean }, verify: VerifyFunction) {
    super({ ...options, sessionKey: SESSION_KEY }, verify);
    this.cookies = new OidcCookieSession(options.secureCookies);
  }

  override authenticate(req: Request, options: AuthenticateOptions): void {
    const res = req.res as Response;
    const attempt = this.cookies.read(req);
    const session: Record<string, unknown> = attempt ? { [SESSION_KEY]: attempt } : {};
    (req as Request & { session?: unknown }).session = session;
    if (req.query?.code || req.query?.error) {
      // The way back: the attempt is used once, whatever the outcome.
      this.cookies.clear(res);
    } else {
      // Passport gives each request its own strategy object, so this redirect belongs to this request.
      const self = this as unknown as PassportSelf;
      const redirect = self.redirect.bind(this);
      self.redirect = (url, status) => {
        const started = session[SESSION_KEY];
        if (started && typeof started === 'object') this.cookies.write(res, started as Record<string, unknown>);
        redirect(url, status);
      };
    }
    // Passport calls this on the request's own strategy object; openid-client's method expects exactly that.
    (Strategy.prototype.authenticate as (this: unknown, r: Request, o: AuthenticateOptions) => void).call(
      this,
      req,
      options,
    );
  }

  /** State and nonce on every attempt, beside PKCE: openid-client then checks all three on the way back. */
  override authorizationRequestParams<T extends AuthenticateOptions>(req: Request, options: T): URLSearchParams {
    const params = new URLSearchParams(super.authorizationRequestParams(req, options) ?? undefined);
    params.set('state', client.randomState());
    params.set('nonce', client.randomNonce());
    return params;
  }
}
