/** The typed configuration every service receives; built once at start-up by loadConfig. */
export interface KizunaConfig {
  mode: 'embedded' | 'distributed';
  host: string;
  port: number;
  dataDir: string;
  services: string[];
  logLevel: 'error' | 'warn' | 'info' | 'debug';
  documents: { kind: 'embedded'; directory: string } | { kind: 'mongo'; url: string; databasePrefix: string };
  objects:
    | { kind: 'local'; directory: string }
    | {
        kind: 's3';
        endPoint: string;
        port: number;
        useSSL: boolean;
        accessKey: string;
        secretKey: string;
        bucket: string;
        region: string;
      };
  auth: {
    /** Null in embedded mode when not configured: a secret is generated once and kept under dataDir. */
    tokenSecret: string | null;
    /** The absolute lifetime of a session (and its token). */
    tokenTtlMinutes: number;
    /** A session unused this long is over. */
    sessionIdleMinutes: number;
    /** How long the gateway may reuse a session check; at most 5 s, so revocation bites quickly. */
    accountCacheSeconds: number;
    /** Sign-in and application attempts per minute, per client address and per e-mail address. */
    attemptsPerMinute: number;
    /** Applications waiting for approval beyond which new ones are refused. */
    maxPendingApplications: number;
    /** The email-only login; only ever on with a loopback HOST. */
    devLogin: boolean;
    adminEmails: string[];
    /** Single sign-on through the company's OpenID Connect provider; null when not configured. */
    oidc: OidcConfig | null;
  };
  upload: {
    maxBytes: number;
    /** Uploads never registered are removed after this long. */
    ttlHours: number;
    /** Uploads a user may hold unregistered (or in flight) before more are refused with 429. */
    maxPendingPerUser: number;
    /** CSV inspections and registrations running at once, each in its own worker thread; more wait. */
    ingestConcurrency: number;
  };
  analysis: { displayCap: number; workers: number; seed: number };
  webDist: string | null;
  /** Express's `trust proxy`: false, a hop count, or the proxies' addresses or subnets. */
  trustProxy: false | number | string[];
  /** Mail goes to files in the outbox folder unless an SMTP server is configured. */
  mail: { kind: 'outbox'; directory: string } | { kind: 'smtp'; url: string; from: string };
  /** Where users open Kizuna (links in mails), without a trailing slash. */
  publicUrl: string;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The callback URL registered at the provider. */
  redirectUrl: string;
  scopes: string[];
  /** Addresses in these domains are approved at their first SSO sign-in; others file an application. */
  allowedDomains: string[];
}
