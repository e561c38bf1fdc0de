import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './load-config.js';

describe('loadConfig', () => {
  it('runs embedded on one machine with no variables set', () => {
    const c = loadConfig({});
    expect(c.mode).toBe('embedded');
    expect(c.port).toBe(8080);
    expect(c.host).toBe('127.0.0.1');
    expect(c.trustProxy).toBe(false);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.documents).toEqual({ kind: 'embedded', directory: path.resolve('./data/documents') });
    expect(c.objects).toEqual({ kind: 'local', directory: path.resolve('./data/objects') });
    expect(c.auth).toMatchObject({
      devLogin: true,
      adminEmails: ['admin@example.com'],
      tokenTtlMinutes: 480,
      sessionIdleMinutes: 30,
      allowLocalPasswordForSso: false,
      tokenSecret: null,
    });
    expect(c.upload).toEqual({ maxBytes: 150_000_000, ttlHours: 24, maxPendingPerUser: 20, ingestConcurrency: 2 });
    expect(c.analysis.displayCap).toBe(2000);
    expect(c.services).toEqual(['gateway', 'auth', 'projects', 'ingest', 'analysis', 'logs']);
    expect(c.apiDocs).toBe(true);
  });

  it('keeps SSO accounts without a local password and trusts only a verified address, unless told otherwise', () => {
    const sso = { OIDC_ISSUER: 'https://idp.example', OIDC_CLIENT_ID: 'kizuna', OIDC_CLIENT_SECRET: 'secret' };
    expect(loadConfig(sso).auth.oidc?.assumeEmailVerified).toBe(false);
    expect(loadConfig({ ...sso, OIDC_ASSUME_EMAIL_VERIFIED: 'true' }).auth.oidc?.assumeEmailVerified).toBe(true);
    expect(loadConfig({ ALLOW_LOCAL_PASSWORD_FOR_SSO: 'yes' }).auth.allowLocalPasswordForSso).toBe(true);
    expect(() => loadConfig({ ALLOW_LOCAL_PASSWORD_FOR_SSO: 'maybe' })).toThrow(
      'Invalid configuration: ALLOW_LOCAL_PASSWORD_FOR_SSO must be true or false (got "maybe")',
    );
  });

  it('serves the API documentation unless told not to', () => {
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig({ API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig({}).analysis.preloadDictionary).toBe(true);
    expect(loadConfig({ ANALYSIS_PRELOAD_DICTIONARY: 'false' }).analysis.preloadDictionary).toBe(false);
    expect(loadConfig({ DATA_DIR: '/srv/kizuna' }).analysis.dictionaryCacheDir).toBe(path.resolve('/srv/kizuna/cache'));
    expect(loadConfig({ DICTIONARY_CACHE_DIR: '/var/cache/k' }).analysis.dictionaryCacheDir).toBe(
      path.resolve('/var/cache/k'),
    );
    expect(() => loadConfig({ API_DOCS: 'sometimes' })).toThrow(
      'Invalid configuration: API_DOCS must be true or false (got "sometimes")',
    );
  });

  it('bounds concurrent ingests and pending uploads, naming the variable', () => {
    expect(loadConfig({ INGEST_CONCURRENCY: '1', MAX_PENDING_UPLOADS: '3' }).upload).toMatchObject({
      ingestConcurrency: 1,
      maxPendingPerUser: 3,
    });
    expect(() => loadConfig({ INGEST_CONCURRENCY: '0' })).toThrow(/INGEST_CONCURRENCY.*at least 1/);
    expect(() => loadConfig({ MAX_PENDING_UPLOADS: 'many' })).toThrow(/MAX_PENDING_UPLOADS.*whole number/);
  });

  it('refuses to expose the email-only login beyond this machine, naming the variable', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0', DEV_LOGIN: 'true' })).toThrow(
      /^Invalid configuration: DEV_LOGIN .*HOST is 0\.0\.0\.0/,
    );
    expect(loadConfig({ HOST: '0.0.0.0' }).auth.devLogin).toBe(false);
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.1.1'])
      expect(loadConfig({ HOST: host, DEV_LOGIN: 'true' }).auth.devLogin).toBe(true);
  });

  it("answers PUBLIC_URL's host, ALLOWED_HOSTS and, embedded, the loopback names; HSTS with https", () => {
    expect(loadConfig({}).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(loadConfig({}).httpsOnly).toBe(false);
    const distributed = {
      KIZUNA_MODE: 'distributed',
      AUTH_TOKEN_SECRET: 'x'.repeat(32),
      MONGO_URL: 'mongodb://mongo:27017',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY: 'k',
      S3_SECRET_KEY: 's',
      KAFKA_BROKERS: 'kafka:9092',
      PUBLIC_URL: 'https://Kizuna.example.com/',
      ALLOWED_HOSTS: ' kizuna.internal ,,[fd00::1]',
    };
    expect(loadConfig(distributed).allowedHosts).toEqual(['kizuna.example.com', 'kizuna.internal', '[fd00::1]']);
    expect(loadConfig(distributed).httpsOnly).toBe(true);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'https://kizuna.example.com' })).toThrow(
      /^Invalid configuration: ALLOWED_HOSTS must be a comma-separated list of host names without scheme or port/,
    );
    expect(() => loadConfig({ ALLOWED_HOSTS: 'kizuna.example.com:8080' })).toThrow(/ALLOWED_HOSTS/);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'a,'.repeat(2100) })).toThrow(/ALLOWED_HOSTS must be at most 4000/);
  });

  it('sends mail through SMTP only when told to, and mails links to PUBLIC_URL', () => {
    expect(loadConfig({ DATA_DIR: '/srv/k' }).mail).toEqual({
      kind: 'outbox',
      directory: path.resolve('/srv/k/outbox'),
    });
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'k@example.com' }).mail).toEqual({
      kind: 'smtp',
      url: 'smtps://u:p@mail.example.com:465',
      from: 'k@example.com',
    });
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(
      /^Invalid configuration: SMTP_URL must be an smtp/,
    );
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://kizuna.example.com/' }).publicUrl).toBe('https://kizuna.example.com');
  });

  it('queues analyses: one at a time on two cores by default, as many as ANALYSIS_CONCURRENCY says', () => {
    const cores = os.availableParallelism();
    expect(loadConfig({}).analysis).toMatchObject({
      concurrency: Math.max(1, Math.floor(cores / 2)),
      workerHeapMb: 3072,
    });
    expect(loadConfig({ ANALYSIS_CONCURRENCY: '3', ANALYSIS_WORKER_HEAP_MB: '1024' }).analysis).toMatchObject({
      concurrency: 3,
      workerHeapMb: 1024,
    });
    expect(() => loadConfig({ ANALYSIS_CONCURRENCY: '0' })).toThrow(
      'Invalid configuration: ANALYSIS_CONCURRENCY must be at least 1 (got "0")',
    );
    expect(() => loadConfig({ ANALYSIS_WORKER_HEAP_MB: 'lots' })).toThrow(
      /^Invalid configuration: ANALYSIS_WORKER_HEAP_MB must be a whole number/,
    );
  });

  it('runs background worker threads at nice 10 unless WORKER_NICE says otherwise (0–19)', () => {
    expect(loadConfig({}).workerNice).toBe(10);
    expect(loadConfig({ WORKER_NICE: '0' }).workerNice).toBe(0);
    expect(loadConfig({ WORKER_NICE: '19' }).workerNice).toBe(19);
    expect(() => loadConfig({ WORKER_NICE: '20' })).toThrow(/^Invalid configuration: WORKER_NICE must be at most 19/);
    expect(() => loadConfig({ WORKER_NICE: '-5' })).toThrow(/^Invalid configuration: WORKER_NICE must be at least 0/);
  });

  it('keeps logs 400 days unless told otherwise', () => {
    expect(loadConfig({}).logs).toEqual({ retentionDays: 400 });
    expect(loadConfig({ LOG_RETENTION_DAYS: '30' }).logs).toEqual({ retentionDays: 30 });
    expect(() => loadConfig({ LOG_RETENTION_DAYS: '0' })).toThrow(
      'Invalid configuration: LOG_RETENTION_DAYS must be at least 1 (got "0")',
    );
    expect(() => loadConfig({ LOG_RETENTION_DAYS: 'a year' })).toThrow(
      'Invalid configuration: LOG_RETENTION_DAYS must be a whole number (got "a year")',
    );
  });

  it('trusts only the proxies it is told of', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => loadConfig({ AUTH_CACHE_SECONDS: '60' })).toThrow(
      'Invalid configuration: AUTH_CACHE_SECONDS must be at most 5 (got "60")',
    );
  });

  it('stops with one message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      new ConfigError('PORT', 'must be a whole number (got "eighty")'),
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(
      'Invalid configuration: PORT must be at most 65535 (got "70000")',
    );
    expect(() => loadConfig({ DEV_LOGIN: 'maybe' })).toThrow(
      'Invalid configuration: DEV_LOGIN must be true or false (got "maybe")',
    );
    expect(() => loadConfig({ ADMIN_EMAILS: 'a@b.co, not-an-email' })).toThrow(/^Invalid configuration: ADMIN_EMAILS /);
    expect(() => loadConfig({ KIZUNA_SERVICES: 'gateway,billing' })).toThrow(
      'Invalid configuration: KIZUNA_SERVICES names an unknown service "billing"',
    );
  });

  it('reads lists and switches adapters by configuration alone', () => {
    const c = loadConfig({
      ADMIN_EMAILS: 'Boss@Example.com, ops@example.com',
      S3_ENDPOINT: 'https://minio.internal:9443',
      S3_ACCESS_KEY: 'k',
      S3_SECRET_KEY: 's',
      DEV_LOGIN: 'false',
    });
    expect(c.auth.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(c.auth.devLogin).toBe(false);
    expect(c.objects).toEqual({
      kind: 's3',
      endPoint: 'minio.internal',
      port: 9443,
      useSSL: true,
      accessKey: 'k',
      secretKey: 's',
      bucket: 'kizuna',
      region: 'us-east-1',
    });
  });

  it('names the missing companion variable of an adapter', () => {
    expect(() => loadConfig({ OBJECT_STORE: 's3' })).toThrow(
      'Invalid configuration: S3_ENDPOINT is required when OBJECT_STORE is s3',
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://localhost:9000' })).toThrow(
      'Invalid configuration: S3_ACCESS_KEY is required when OBJECT_STORE is s3',
    );
    expect(() => loadConfig({ DOCUMENT_STORE: 'mongo' })).toThrow(
      'Invalid configuration: MONGO_URL is required when DOCUMENT_STORE is mongo',
    );
    expect(() => loadConfig({ AUTH_TOKEN_SECRET: 'short' })).toThrow(
      'Invalid configuration: AUTH_TOKEN_SECRET must be at least 32 characters',
    );
  });

  describe('distributed mode', () => {
    const distributed = {
      KIZUNA_MODE: 'distributed',
      MONGO_URL: 'mongodb://mongo:27017',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY: 'k',
      S3_SECRET_KEY: 's',
      AUTH_TOKEN_SECRET: 'x'.repeat(32),
    };

    it('runs on Kafka when the addresses are set, listening on every interface', () => {
      const c = loadConfig({ ...distributed, KAFKA_BROKERS: 'kafka-0:9092, kafka-1:9092', HEALTH_PORT: '8081' });
      expect(c.mode).toBe('distributed');
      expect(c.host).toBe('0.0.0.0');
      expect(c.auth.devLogin).toBe(false);
      expect(c.healthPort).toBe(8081);
      expect(c.startupTimeoutMs).toBe(20_000);
      expect(c.bus).toEqual({
        kind: 'kafka',
        brokers: ['kafka-0:9092', 'kafka-1:9092'],
        clientId: 'kizuna',
        topicPrefix: '',
        partitions: 6,
        analysisPartitions: 12,
        replicationFactor: 1,
        createTopics: true,
        requestTimeoutMs: 30_000,
        maxMessageBytes: 1_048_576,
        ssl: false,
        sasl: null,
      });
      expect(loadConfig({}).bus).toEqual({ kind: 'in-process' });
    });

    it('names the missing or bad Kafka variable', () => {
      expect(() => loadConfig(distributed)).toThrow(
        'Invalid configuration: KAFKA_BROKERS is required in distributed mode',
      );
      expect(() => loadConfig({ ...distributed, KAFKA_BROKERS: 'kafka' })).toThrow(
        /^Invalid configuration: KAFKA_BROKERS must be a comma-separated list of host:port/,
      );
      expect(() => loadConfig({ ...distributed, KAFKA_BROKERS: 'k:9092', KAFKA_MAX_MESSAGE_BYTES: '1000' })).toThrow(
        'Invalid configuration: KAFKA_MAX_MESSAGE_BYTES must be at least 1048576 (got "1000")',
      );
      expect(
        loadConfig({ ...distributed, KAFKA_BROKERS: 'k:9092', KAFKA_MAX_MESSAGE_BYTES: '4194304' }).bus,
      ).toMatchObject({ maxMessageBytes: 4_194_304 });
      expect(() => loadConfig({ ...distributed, KAFKA_BROKERS: 'k:9092', KAFKA_REPLICATION_FACTOR: '0' })).toThrow(
        'Invalid configuration: KAFKA_REPLICATION_FACTOR must be at least 1 (got "0")',
      );
      expect(() => loadConfig({ ...distributed, KAFKA_BROKERS: 'k:9092', KAFKA_SASL_MECHANISM: 'plain' })).toThrow(
        'Invalid configuration: KAFKA_SASL_USERNAME is required with KAFKA_SASL_MECHANISM',
      );
      const { MONGO_URL: _m, ...noMongo } = distributed;
      expect(() => loadConfig({ ...noMongo, KAFKA_BROKERS: 'k:9092' })).toThrow(
        'Invalid configuration: MONGO_URL is required in distributed mode',
      );
    });
  });
});
