import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import OpenIdConnect from 'passport-openidconnect';
import type { RequestWithAttempt } from './oidc-cookie-state-store.js';

/** The package's options, plus whether to send PKCE (when the provider's discovery document offers S256). */
export type PkceStrategyOptions = ConstructorParameters<typeof OpenIdConnect.Strategy>[0] & { pkce: boolean };
type Verify = ConstructorParameters<typeof OpenIdConnect.Strategy>[1];
type TokenCallback = (...args: unknown[]) => void;
interface OAuth2Like {
  getOAuthAccessToken(code: string, params: Record<string, string>, cb: TokenCallback): void;
}

/**
 * passport-openidconnect with PKCE (RFC 7636, S256), which the package itself does not send.
 * Passport runs each request on its own `Object.create(strategy)`, so the OAuth client swapped
 * in below belongs to this request only.
 */
export class PkceOidcStrategy extends OpenIdConnect.Strategy {
  private readonly pkce: boolean;

  constructor(options: PkceStrategyOptions, verify: Verify) {
    super(options, verify);
    this.pkce = options.pkce;
  }

  override authenticate(req: Request, options?: Record<string, unknown>): void {
    const r = req as RequestWithAttempt;
    if (!this.pkce) return super.authenticate(req, options);
    if (req.query?.code) {
      const self = this as unknown as { _oauth2: OAuth2Like };
      const shared = self._oauth2;
      const perRequest = Object.create(shared) as OAuth2Like;
      // The state store has put this attempt's verifier on the request by the time the code is exchanged.
      perRequest.getOAuthAccessToken = (code, params, cb) =>
        shared.getOAuthAccessToken(code, { ...params, code_verifier: r.kizunaOidc?.verifier ?? '' }, cb);
      self._oauth2 = perRequest;
      return super.authenticate(req, options);
    }
    const verifier = randomBytes(32).toString('base64url');
    r.kizunaOidc = { verifier };
    const withChallenge = { ...options, codeChallenge: createHash('sha256').update(verifier).digest('base64url') };
    return super.authenticate(req, withChallenge as Parameters<OpenIdConnect.Strategy['authenticate']>[1]);
  }

  override authorizationParams(options?: { codeChallenge?: string }): object {
    return options?.codeChallenge ? { code_challenge: options.codeChallenge, code_challenge_method: 'S256' } : {};
  }
}
