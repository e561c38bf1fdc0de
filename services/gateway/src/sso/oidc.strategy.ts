import { PassportStrategy } from '@nestjs/passport';
import * as client from 'openid-client';
import type { OidcConfig } from '@kizuna/platform/config';
import { CookieSessionOidcStrategy } from './cookie-session-oidc-strategy.js';
import type { OidcProviderMetadata } from './oidc-discovery.js';

/** The passport strategy name the SSO guard uses. */
export const OIDC_STRATEGY = 'oidc';

/** Who the provider says signed in; the auth service decides what Kizuna makes of it. */
export interface OidcIdentity {
  email: string;
  name: string;
  subject: string;
}

type Tokens = client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;

/**
 * Authorization code flow through openid-client: state, nonce and PKCE S256, all checked by the
 * library on the way back. The e-mail address comes from the ID token or the userinfo endpoint;
 * an address the provider marks unverified is not accepted, because Kizuna identifies accounts by
 * e-mail.
 */
export class OidcStrategy extends PassportStrategy(CookieSessionOidcStrategy, OIDC_STRATEGY) {
  private readonly oidc: client.Configuration;

  constructor(config: OidcConfig, provider: OidcProviderMetadata, secureCookies: boolean) {
    const oidc = new client.Configuration(
      provider.document as unknown as client.ServerMetadata,
      config.clientId,
      config.clientSecret,
      client.ClientSecretPost(config.clientSecret),
    );
    // A provider on plain http is a developer's or a test's; production issuers are https.
    if (provider.issuer.startsWith('http:')) client.allowInsecureRequests(oidc);
    super({
      config: oidc,
      callbackURL: config.redirectUrl,
      scope: [...new Set(['openid', ...config.scopes])].join(' '),
      secureCookies,
    });
    this.oidc = oidc;
  }

  async validate(tokens: Tokens): Promise<OidcIdentity | false> {
    // The ID token came straight from the token endpoint over TLS; the userinfo answer adds to it.
    const idClaims: Record<string, unknown> = tokens.claims() ?? {};
    const sub = typeof idClaims.sub === 'string' ? idClaims.sub : client.skipSubjectCheck;
    const userInfo = await client.fetchUserInfo(this.oidc, tokens.access_token, sub);
    const claims: Record<string, unknown> = { ...idClaims, ...userInfo };
    if (claims.email_verified === false || claims.email_verified === 'false') return false;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      email: text(claims.email),
      name: text(claims.name) || text(claims.preferred_username),
      subject: text(claims.sub),
    };
  }
}
