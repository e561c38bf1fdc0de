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
  issuer: string;
  /** The email_verified claim; undefined when the provider sent none. */
  emailVerified?: boolean;
}

type Tokens = client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;

/**
 * Authorization code flow through openid-client: state, nonce and PKCE S256, all checked by the
 * library on the way back. The identity is the ID token's issuer and subject; the e-mail address
 * (from the ID token or the userinfo endpoint) and whether the provider verified it go with it,
 * and the auth service decides whether an address may link an account.
 */
export class OidcStrategy extends PassportStrategy(CookieSessionOidcStrategy, OIDC_STRATEGY) {
  private readonly oidc: client.Configuration;
  private readonly issuer: string;

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
    this.issuer = provider.issuer;
  }

  async validate(tokens: Tokens): Promise<OidcIdentity> {
    // The ID token came straight from the token endpoint over TLS; the userinfo answer adds to it.
    const idClaims: Record<string, unknown> = tokens.claims() ?? {};
    const sub = typeof idClaims.sub === 'string' ? idClaims.sub : client.skipSubjectCheck;
    const userInfo = await client.fetchUserInfo(this.oidc, tokens.access_token, sub);
    const claims: Record<string, unknown> = { ...idClaims, ...userInfo };
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      email: text(claims.email),
      name: text(claims.name) || text(claims.preferred_username),
      // The ID token's own: the userinfo answer cannot change who signed in.
      subject: text(idClaims.sub) || text(claims.sub),
      issuer: text(idClaims.iss) || this.issuer,
      emailVerified: verifiedClaim(claims.email_verified),
    };
  }
}

/** Some providers send the claim as a string; anything else than true or false counts as absent. */
function verifiedClaim(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}
