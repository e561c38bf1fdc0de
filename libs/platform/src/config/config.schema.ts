import { z } from 'zod';
import { parseWorkLimits } from './work-limits.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+$/, { message: 'must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { message: `must be at least ${min}` })
        .max(max, { message: `must be at most ${max}` }),
    );

const emailList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: 'must be a comma-separated list of email addresses' })));

/**
 * Every environment variable Kizuna reads, with its default. Defaults that differ between the
 * embedded and distributed modes are applied in load-config.ts.
 */
export const envSchema = z.object({
  KIZUNA_MODE: z.enum(['embedded', 'distributed'], { message: 'must be embedded or distributed' }).default('embedded'),
  HOST: z.string().min(1).optional(),
  PORT: int(0, 65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  KIZUNA_SERVICES: z.string().default('gateway,auth,projects,ingest,analysis,logs'),
  LOG_LEVEL: z
    .enum(['error', 'warn', 'info', 'debug'], { message: 'must be error, warn, info or debug' })
    .default('info'),
  DOCUMENT_STORE: z.enum(['embedded', 'mongo'], { message: 'must be embedded or mongo' }).optional(),
  MONGO_URL: z.string().url({ message: 'must be a mongodb:// URL' }).optional(),
  MONGO_DB_PREFIX: z.string().default('kizuna'),
  OBJECT_STORE: z.enum(['local', 's3'], { message: 'must be local or s3' }).optional(),
  S3_ENDPOINT: z.string().url({ message: 'must be a URL such as http://minio:9000' }).optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_BUCKET: z.string().default('kizuna'),
  S3_REGION: z.string().default('us-east-1'),
  AUTH_TOKEN_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  AUTH_TOKEN_TTL_MINUTES: int(1, 60 * 24 * 30).default(480),
  // ASVS L2 (3.3.2): a session no request has used for 30 minutes ends.
  SESSION_IDLE_MINUTES: int(1, 60 * 24 * 30).default(30),
  AUTH_CACHE_SECONDS: int(0, 5).default(5),
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|false|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, {
      message: 'must be false, a number of proxies, or a comma-separated list of addresses, subnets or names',
    })
    .optional(),
  RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(20),
  // Per-user limits of the routes that compute or write: group=perMinute/inFlight,… (docs/configuration.md).
  WORK_LIMITS: z
    .string()
    .max(500, { message: 'must be at most 500 characters' })
    .default('')
    .transform((v, ctx) => {
      try {
        return parseWorkLimits(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  // Host names beside PUBLIC_URL's that requests may name (a second DNS name, the ingress host).
  ALLOWED_HOSTS: z
    .string()
    .max(4000, { message: 'must be at most 4000 characters' })
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .max(253, { message: 'must name hosts of at most 253 characters' })
          .regex(/^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/, {
            message: 'must be a comma-separated list of host names without scheme or port, e.g. kizuna.example.com',
          }),
      ),
    )
    .optional(),
  MAX_PENDING_APPLICATIONS: int(1, 1_000_000).default(500),
  PUBLIC_URL: z.url({ message: 'must be the URL users open Kizuna at, such as https://kizuna.example.com' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, {
      message: 'must be an smtp:// or smtps:// URL such as smtps://user:pass@smtp.example.com:465',
    })
    .optional(),
  MAIL_FROM: z.email({ message: 'must be an e-mail address' }).default('kizuna@localhost'),
  OIDC_ISSUER: z.url({ message: 'must be the issuer URL of the OpenID Connect provider' }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_REDIRECT_URL: z
    .url({ message: 'must be the full callback URL registered at the provider, ending in /api/v1/auth/oidc/callback' })
    .optional(),
  OIDC_SCOPES: z
    .string()
    .regex(/^[\w:./-]+(\s+[\w:./-]+)*$/, { message: 'must be scope names separated by spaces' })
    .default('openid email profile'),
  OIDC_ALLOWED_DOMAINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, { message: 'must be a comma-separated list of domains' }),
      ),
    )
    .optional(),
  OIDC_ASSUME_EMAIL_VERIFIED: bool.default(false),
  ALLOW_LOCAL_PASSWORD_FOR_SSO: bool.default(false),
  DEV_LOGIN: bool.optional(),
  ADMIN_EMAILS: emailList.optional(),
  MAX_UPLOAD_BYTES: int(1, 2_000_000_000).default(150_000_000),
  UPLOAD_TTL_HOURS: int(1, 24 * 365).default(24),
  MAX_PENDING_UPLOADS: int(1, 10_000).default(20),
  INGEST_CONCURRENCY: int(1, 64).default(2),
  ANALYSIS_DISPLAY_CAP: int(10, 5000).default(2000),
  ANALYSIS_WORKERS: int(1, 64).optional(),
  ANALYSIS_CONCURRENCY: int(1, 64).optional(),
  ANALYSIS_WORKER_HEAP_MB: int(256, 65_536).default(3072),
  ANALYSIS_SEED: int(0, 2_147_483_647).default(42),
  ANALYSIS_PRELOAD_DICTIONARY: bool.default(true),
  DICTIONARY_CACHE_DIR: z.string().min(1).optional(),
  WORKER_NICE: int(0, 19).default(10),
  WEB_DIST: z.string().optional(),
  API_DOCS: bool.optional(),
  LOG_RETENTION_DAYS: int(1, 36_500).default(400),

  // Distributed mode: the Kafka bus and the health listener of processes without the gateway.
  KAFKA_BROKERS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^[\w.-]+:\d{1,5}$/, { message: 'must be a comma-separated list of host:port, e.g. kafka:9092' }),
        )
        .min(1, { message: 'must name at least one broker, e.g. kafka:9092' }),
    )
    .optional(),
  KAFKA_CLIENT_ID: z
    .string()
    .regex(/^[\w.-]+$/, { message: 'must be letters, digits, ".", "_" or "-"' })
    .default('kizuna'),
  KAFKA_TOPIC_PREFIX: z
    .string()
    .regex(/^[\w.-]*$/, { message: 'must be letters, digits, ".", "_" or "-"' })
    .default(''),
  KAFKA_PARTITIONS: int(1, 1000).default(6),
  KAFKA_ANALYSIS_PARTITIONS: int(1, 1000).default(12),
  KAFKA_REPLICATION_FACTOR: int(1, 10).default(1),
  KAFKA_CREATE_TOPICS: bool.default(true),
  KAFKA_REQUEST_TIMEOUT_MS: int(100, 600_000).default(30_000),
  // Kafka's default message.max.bytes, and the least: a labels page takes half (label-pages.ts).
  KAFKA_MAX_MESSAGE_BYTES: int(1_048_576, 104_857_600).default(1_048_576),
  KAFKA_SSL: bool.default(false),
  KAFKA_SASL_MECHANISM: z
    .enum(['plain', 'scram-sha-256', 'scram-sha-512'], { message: 'must be plain, scram-sha-256 or scram-sha-512' })
    .optional(),
  KAFKA_SASL_USERNAME: z.string().optional(),
  KAFKA_SASL_PASSWORD: z.string().optional(),
  HEALTH_PORT: int(0, 65535).optional(),
  STARTUP_TIMEOUT_SECONDS: int(1, 600).default(20),
});

export type Env = z.infer<typeof envSchema>;
