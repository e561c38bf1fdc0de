import { PassportStrategy } from '@nestjs/passport';
import type { OidcConfig } from '@kizuna/platform/config';
import { OidcCookieStateStore } from './oidc-cookie-state-store.js';
import type { OidcProviderMetadata } from './oidc-discovery.js';
import { PkceOidcStrategy, type PkceStrategyOptions } from './pkce-oidc-strategy.js';

/** The passport strategy name the SSO guard uses. */
export const OIDC_STRATEGY = 'oidc';

/** Who the provider says signed in; the auth service decides what Kizuna makes of it. */
export interface OidcIdentity {
  email: string;
  name: string;
  subject: string;
}

/** The userinfo answer as passport-openidconnect hands it over (its raw JSON in `_json`). */
interface UserInfoProfile {
  _json?: Record<string, unknown>;
}

/** The verify callback's arity that makes passport-openidconnect pass the userinfo and the ID token apart. */
const VERIFY_ARITY = 9;

/**
 * Authorization code flow with state, nonce and (where the provider supports it) PKCE. The
 * e-mail address comes from the ID token or the userinfo endpoint; an address the provider marks
 * unverified is not accepted, because Kizuna identifies accounts by e-mail.
 */
export class OidcStrategy extends PassportStrategy(PkceOidcStrategy, OIDC_STRATEGY, VERIFY_ARITY) {
  constructor(config: OidcConfig, provider: OidcProviderMetadata, secureCookies: boolean) {
    super({
      issuer: provider.issuer,
      authorizationURL: provider.authorizationUrl,
      tokenURL: provider.tokenUrl,
      userInfoURL: provider.userInfoUrl,
      clientID: config.clientId,
      clientSecret: config.clientSecret,
      callbackURL: config.redirectUrl,
      // passport-openidconnect adds `openid` itself.
      scope: config.scopes.filter((s) => s !== 'openid'),
      nonce: true,
      skipUserProfile: false,
      store: new OidcCookieStateStore(secureCookies),
      pkce: provider.pkce,
    } as unknown as PkceStrategyOptions);
  }

  validate(
    _issuer: string,
    userInfo: UserInfoProfile | undefined,
    _idProfile: unknown,
    _ctx: unknown,
    idToken: string,
  ) {
    // The ID token came straight from the token endpoint over TLS; the userinfo answer adds to it.
    const claims = { ...idTokenClaims(idToken), ...(userInfo?._json ?? {}) };
    if (claims.email_verified === false || claims.email_verified === 'false') return false;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const identity: OidcIdentity = {
      email: text(claims.email),
      name: text(claims.name) || text(claims.preferred_username),
      subject: text(claims.sub),
    };
    return identity;
  }
}

function idTokenClaims(idToken: string): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return {};
  }
}
