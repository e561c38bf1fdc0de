import type { WorkGroup } from '@kizuna/proto/rules';
import type { WorkLimit } from './work-limits.js';
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
    /** Per user, per group of routes that compute or write: requests a minute and at once. */
    workLimits: Record<WorkGroup, WorkLimit>;
    /** Applications waiting for approval beyond which new ones are refused. */
    maxPendingApplications: number;
    /** The email-only login; only ever on with a loopback HOST. */
    devLogin: boolean;
    /**
     * Whether an account that signs in by SSO and has no password may set one (change_password,
     * a reset link). Off by default: a local password would outlive the provider's MFA and the
     * account's disabling there.
     */
    allowLocalPasswordForSso: boolean;
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
  analysis: {
    displayCap: number;
    /** Tokenizer threads per dataset. */
    workers: number;
    /** Analyses computing at once; more wait in the queue. */
    concurrency: number;
    /** Old-generation heap limit of each analysis worker thread, in MB. */
    workerHeapMb: number;
    seed: number;
    /**
     * Compile the Japanese dictionary tables at start, so the first project's tokenizing does not
     * wait for them (about a second of one core, in a thread of its own).
     */
    preloadDictionary: boolean;
    /**
     * Where the compiled dictionary tables are kept between starts (a file named after the
     * dictionary and the code that compiles it): a start reads them in 0.05 s instead of
     * compiling them again.
     */
    dictionaryCacheDir: string;
  };
  /**
   * Nice value (0–19) of the worker threads doing background CPU work (analysis, tokenizing, CSV
   * reading), so the event loop answering HTTP gets the cores first; 0 leaves them as they are.
   */
  workerNice: number;
  webDist: string | null;
  /** The OpenAPI document and Swagger UI at /api/docs, public (default: on embedded, off distributed). */
  apiDocs: boolean;
  /**
   * The host names requests may name (Host, and Origin of state-changing requests): PUBLIC_URL's,
   * ALLOWED_HOSTS, and in the embedded mode the loopback names. Lower case, without port.
   */
  allowedHosts: string[];
  /** PUBLIC_URL is https: answers ask browsers to come back over https only (HSTS). */
  httpsOnly: boolean;
  /** Express's `trust proxy`: false, a hop count, or the proxies' addresses or subnets. */
  trustProxy: false | number | string[];
  /** Mail goes to files in the outbox folder unless an SMTP server is configured. */
  mail: { kind: 'outbox'; directory: string } | { kind: 'smtp'; url: string; from: string };
  /** Where users open Kizuna (links in mails), without a trailing slash. */
  publicUrl: string;
  /** Access logs and security events older than this many days are removed. */
  logs: { retentionDays: number };

  /** The bus: in-process in the embedded mode, Kafka in the distributed mode. */
  bus: { kind: 'in-process' } | KafkaBusConfig;
  /** A small HTTP listener with /health/live and /health/ready, for processes that run no gateway. */
  healthPort: number | null;
  /** Start-up gives up after this long when Kafka, MongoDB or S3 does not answer, naming which. */
  startupTimeoutMs: number;
}

export interface KafkaBusConfig {
  kind: 'kafka';
  brokers: string[];
  clientId: string;
  /** Before every topic and consumer-group name (several installs on one cluster). */
  topicPrefix: string;
  partitions: number;
  /** Partitions of analysis.requested.v1: the most analysis pods that compute at once. */
  analysisPartitions: number;
  replicationFactor: number;
  createTopics: boolean;
  requestTimeoutMs: number;
  /** The largest bus message (value) a client sends; the broker's message.max.bytes must be at least this. */
  maxMessageBytes: number;
  ssl: boolean;
  sasl: { mechanism: 'plain' | 'scram-sha-256' | 'scram-sha-512'; username: string; password: string } | null;
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
  /**
   * Treat an address as verified when the provider sends no email_verified claim at all (for a
   * provider that never sends it). An explicit false is refused either way.
   */
  assumeEmailVerified: boolean;
}
