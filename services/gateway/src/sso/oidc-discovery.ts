import { trimTrailing } from '@kizuna/proto/rules';

/** What Kizuna needs from a provider's `/.well-known/openid-configuration`. */
export interface OidcProviderMetadata {
  issuer: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  /** Whether the provider takes PKCE with S256 (RFC 7636); openid-client sends it on every sign-in. */
  pkce: boolean;
  /** The discovery document as read, for openid-client's configuration. */
  document: Record<string, unknown>;
}

/**
 * Reads the provider's discovery document, once at start-up, so a wrong issuer stops start-up
 * with one message instead of failing the first user's sign-in.
 */
export async function discoverOidcProvider(issuer: string, timeoutMs = 10_000): Promise<OidcProviderMetadata> {
  const url = `${trimTrailing(issuer, '/')}/.well-known/openid-configuration`;
  let doc: Record<string, unknown>;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    doc = (await res.json()) as Record<string, unknown>;
  } catch (err) {
    throw new Error(`Invalid configuration: OIDC_ISSUER: could not read ${url} (${(err as Error).message})`, {
      cause: err,
    });
  }
  const field = (name: string): string => {
    const value = doc[name];
    if (typeof value !== 'string' || !value)
      throw new Error(`Invalid configuration: OIDC_ISSUER: the provider's discovery document has no ${name}`);
    return value;
  };
  const methods = Array.isArray(doc.code_challenge_methods_supported) ? doc.code_challenge_methods_supported : [];
  return {
    issuer: field('issuer'),
    authorizationUrl: field('authorization_endpoint'),
    tokenUrl: field('token_endpoint'),
    userInfoUrl: field('userinfo_endpoint'),
    pkce: methods.includes('S256'),
    document: doc,
  };
}
