import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** What loadExistingGrant reads of the provider's context (oidc-provider ships no types). */
interface OidcContext {
  oidc: {
    session?: { accountId?: string };
    client?: { clientId?: string };
    provider: {
      Grant: new (init: { clientId: string; accountId: string }) => {
        addOIDCScope(scope: string): void;
        addOIDCClaims(claims: string[]): void;
        save(): Promise<unknown>;
      };
    };
  };
}

/** A person the test provider can sign in; the login name typed at the provider is the e-mail unless `login` is given. */
export interface TestIdentity {
  email: string;
  name?: string;
  /** The provider says the address is not verified (email_verified: false). */
  unverified?: boolean;
  /** The provider sends no email_verified claim at all. */
  noVerifiedClaim?: boolean;
  /** The login name typed at the provider (default: the e-mail). */
  login?: string;
  /** The subject (sub) the provider gives (default: `sub-<login>`). */
  subject?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds a person who can sign in at the provider. */
  add(identity: TestIdentity): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, for tests only: its development
 * login form accepts any password for a known login, and consent is given as the grant is
 * loaded, as for a company's own (first-party) app. PKCE is required, so a client that does
 * not send it fails.
 */
export async function startTestOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const people = new Map<string, TestIdentity>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'kizuna-test';
  const clientSecret = 'kizuna-test-secret-kizuna-test-secret';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true, methods: ['S256'] },
    cookies: { keys: ['kizuna-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, id: string) {
      const person = people.get(id);
      if (!person) return undefined;
      return {
        accountId: id,
        async claims() {
          return {
            sub: person.subject ?? `sub-${id}`,
            email: person.email,
            ...(!person.noVerifiedClaim && { email_verified: !person.unverified }),
            name: person.name ?? '',
          };
        },
      };
    },
    async loadExistingGrant(ctx: OidcContext) {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
  });
  // Silence the development-interactions warning the provider prints once per start.
  provider.on('server_error', () => undefined);
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    add(identity) {
      people.set(identity.login ?? identity.email, identity);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
