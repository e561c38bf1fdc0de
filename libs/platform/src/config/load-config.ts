import os from 'node:os';
import path from 'node:path';
import { trimTrailing } from '@kizuna/proto/rules';
import { envSchema, type Env } from './config.schema.js';
import type { KafkaBusConfig, KizunaConfig, OidcConfig } from './kizuna-config.js';

export const ALL_SERVICES = ['gateway', 'auth', 'projects', 'ingest', 'analysis', 'logs'] as const;

/** Start-up stops on this, with one message naming the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment once into a typed config; throws ConfigError on the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): KizunaConfig {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue.path[0] ?? 'environment');
    throw new ConfigError(variable, `${issue.message} (got ${JSON.stringify(env[variable] ?? '')})`);
  }
  const e = parsed.data;
  const embedded = e.KIZUNA_MODE === 'embedded';
  const dataDir = path.resolve(e.DATA_DIR);

  const services = e.KIZUNA_SERVICES.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = services.find((s) => !(ALL_SERVICES as readonly string[]).includes(s));
  if (unknown)
    throw new ConfigError(
      'KIZUNA_SERVICES',
      `names an unknown service ${JSON.stringify(unknown)} (known: ${ALL_SERVICES.join(', ')})`,
    );

  const documentKind = e.DOCUMENT_STORE ?? (e.MONGO_URL ? 'mongo' : 'embedded');
  if (documentKind === 'mongo' && !e.MONGO_URL)
    throw new ConfigError('MONGO_URL', 'is required when DOCUMENT_STORE is mongo');

  const objectKind = e.OBJECT_STORE ?? (e.S3_ENDPOINT ? 's3' : 'local');
  let objects: KizunaConfig['objects'] = { kind: 'local', directory: path.join(dataDir, 'objects') };
  if (objectKind === 's3') {
    if (!e.S3_ENDPOINT) throw new ConfigError('S3_ENDPOINT', 'is required when OBJECT_STORE is s3');
    if (!e.S3_ACCESS_KEY) throw new ConfigError('S3_ACCESS_KEY', 'is required when OBJECT_STORE is s3');
    if (!e.S3_SECRET_KEY) throw new ConfigError('S3_SECRET_KEY', 'is required when OBJECT_STORE is s3');
    const url = new URL(e.S3_ENDPOINT);
    const useSSL = url.protocol === 'https:';
    objects = {
      kind: 's3',
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: e.S3_ACCESS_KEY,
      secretKey: e.S3_SECRET_KEY,
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
    };
  }

  if (!embedded && !e.AUTH_TOKEN_SECRET) throw new ConfigError('AUTH_TOKEN_SECRET', 'is required in distributed mode');
  if (!embedded && documentKind === 'embedded') throw new ConfigError('MONGO_URL', 'is required in distributed mode');
  if (!embedded && objectKind === 'local') throw new ConfigError('S3_ENDPOINT', 'is required in distributed mode');
  if (!embedded && !e.KAFKA_BROKERS) throw new ConfigError('KAFKA_BROKERS', 'is required in distributed mode');
  const bus = embedded ? ({ kind: 'in-process' } as const) : kafkaBus(e);

  // Embedded Kizuna is a one-machine install: it listens on loopback unless told otherwise.
  const host = e.HOST ?? (embedded ? '127.0.0.1' : '0.0.0.0');
  const devLogin = e.DEV_LOGIN ?? (embedded && isLoopback(host));
  if (devLogin && !isLoopback(host))
    throw new ConfigError(
      'DEV_LOGIN',
      `signs anyone in by e-mail alone, so it is allowed only when HOST is a loopback address (HOST is ${host}); set DEV_LOGIN=false or HOST=127.0.0.1`,
    );

  const publicUrl = trimTrailing(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`, '/');
  return {
    mode: e.KIZUNA_MODE,
    host,
    port: e.PORT,
    dataDir,
    services,
    logLevel: e.LOG_LEVEL,
    documents:
      documentKind === 'mongo'
        ? { kind: 'mongo', url: e.MONGO_URL as string, databasePrefix: e.MONGO_DB_PREFIX }
        : { kind: 'embedded', directory: path.join(dataDir, 'documents') },
    objects,
    auth: {
      tokenSecret: e.AUTH_TOKEN_SECRET ?? null,
      tokenTtlMinutes: e.AUTH_TOKEN_TTL_MINUTES,
      sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
      accountCacheSeconds: e.AUTH_CACHE_SECONDS,
      attemptsPerMinute: e.RATE_LIMIT_PER_MINUTE,
      workLimits: e.WORK_LIMITS,
      maxPendingApplications: e.MAX_PENDING_APPLICATIONS,
      devLogin,
      allowLocalPasswordForSso: e.ALLOW_LOCAL_PASSWORD_FOR_SSO,
      adminEmails: e.ADMIN_EMAILS ?? (embedded ? ['admin@example.com'] : []),
      oidc: oidcConfig(e, publicUrl),
    },
    upload: {
      maxBytes: e.MAX_UPLOAD_BYTES,
      ttlHours: e.UPLOAD_TTL_HOURS,
      maxPendingPerUser: e.MAX_PENDING_UPLOADS,
      ingestConcurrency: e.INGEST_CONCURRENCY,
    },
    analysis: {
      displayCap: e.ANALYSIS_DISPLAY_CAP,
      workers: e.ANALYSIS_WORKERS ?? Math.max(1, Math.min(4, os.availableParallelism())),
      // One large analysis uses two cores (its worker, and the tokenizer's threads before it).
      concurrency: e.ANALYSIS_CONCURRENCY ?? Math.max(1, Math.floor(os.availableParallelism() / 2)),
      workerHeapMb: e.ANALYSIS_WORKER_HEAP_MB,
      seed: e.ANALYSIS_SEED,
      preloadDictionary: e.ANALYSIS_PRELOAD_DICTIONARY,
      dictionaryCacheDir: path.resolve(e.DICTIONARY_CACHE_DIR ?? path.join(dataDir, 'cache')),
    },
    workerNice: e.WORKER_NICE,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : null,
    apiDocs: e.API_DOCS ?? embedded,
    trustProxy: trustProxy(e.TRUST_PROXY),
    allowedHosts: allowedHosts(publicUrl, e.ALLOWED_HOSTS ?? [], embedded),
    httpsOnly: publicUrl.startsWith('https:'),
    mail: e.SMTP_URL
      ? { kind: 'smtp', url: e.SMTP_URL, from: e.MAIL_FROM }
      : { kind: 'outbox', directory: path.join(dataDir, 'outbox') },
    publicUrl,
    logs: { retentionDays: e.LOG_RETENTION_DAYS },
    bus,
    healthPort: e.HEALTH_PORT ?? null,
    startupTimeoutMs: e.STARTUP_TIMEOUT_SECONDS * 1000,
  };
}

/** SSO is on when an issuer is set; then the client's id and secret are required too. */
function oidcConfig(e: Env, publicUrl: string): OidcConfig | null {
  if (!e.OIDC_ISSUER) {
    const stray = (['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URL'] as const).find((v) => e[v]);
    if (stray) throw new ConfigError('OIDC_ISSUER', `is required when ${stray} is set`);
    return null;
  }
  if (!e.OIDC_CLIENT_ID) throw new ConfigError('OIDC_CLIENT_ID', 'is required when OIDC_ISSUER is set');
  if (!e.OIDC_CLIENT_SECRET) throw new ConfigError('OIDC_CLIENT_SECRET', 'is required when OIDC_ISSUER is set');
  const scopes = e.OIDC_SCOPES.split(/\s+/);
  if (!scopes.includes('openid')) scopes.unshift('openid');
  return {
    // Issuers are compared as written in the ID token, which never ends in a slash the provider did not give.
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    redirectUrl: e.OIDC_REDIRECT_URL ?? `${publicUrl}/api/v1/auth/oidc/callback`,
    scopes,
    allowedDomains: e.OIDC_ALLOWED_DOMAINS ?? [],
    assumeEmailVerified: e.OIDC_ASSUME_EMAIL_VERIFIED,
  };
}

/** The Kafka bus of the distributed mode; SASL needs its user name and password. */
function kafkaBus(e: Env): KafkaBusConfig {
  let sasl: KafkaBusConfig['sasl'] = null;
  if (e.KAFKA_SASL_MECHANISM) {
    if (!e.KAFKA_SASL_USERNAME) throw new ConfigError('KAFKA_SASL_USERNAME', 'is required with KAFKA_SASL_MECHANISM');
    if (!e.KAFKA_SASL_PASSWORD) throw new ConfigError('KAFKA_SASL_PASSWORD', 'is required with KAFKA_SASL_MECHANISM');
    sasl = { mechanism: e.KAFKA_SASL_MECHANISM, username: e.KAFKA_SASL_USERNAME, password: e.KAFKA_SASL_PASSWORD };
  }
  return {
    kind: 'kafka',
    brokers: e.KAFKA_BROKERS ?? [],
    clientId: e.KAFKA_CLIENT_ID,
    topicPrefix: e.KAFKA_TOPIC_PREFIX,
    partitions: e.KAFKA_PARTITIONS,
    analysisPartitions: e.KAFKA_ANALYSIS_PARTITIONS,
    replicationFactor: e.KAFKA_REPLICATION_FACTOR,
    createTopics: e.KAFKA_CREATE_TOPICS,
    requestTimeoutMs: e.KAFKA_REQUEST_TIMEOUT_MS,
    maxMessageBytes: e.KAFKA_MAX_MESSAGE_BYTES,
    ssl: e.KAFKA_SSL,
    sasl,
  };
}

/** Whether an address only this machine can reach: 127.0.0.0/8, ::1 or localhost. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || h === '::ffff:127.0.0.1';
}

/** Express's `trust proxy`: false, a hop count, or the addresses of the proxies in front. */
function trustProxy(value: string | undefined): KizunaConfig['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((v) => v.trim());
}

/** The loopback names a browser on this machine uses for an embedded Kizuna. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** PUBLIC_URL's host, the extra names, and the loopback names when embedded; each once. */
function allowedHosts(publicUrl: string, extra: string[], embedded: boolean): string[] {
  const names = [new URL(publicUrl).hostname.toLowerCase(), ...extra, ...(embedded ? LOOPBACK_NAMES : [])];
  return [...new Set(names)];
}
