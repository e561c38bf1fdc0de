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
      tokenSecret: null,
    });
    expect(c.upload).toEqual({ maxBytes: 150_000_000, ttlHours: 24, maxPendingPerUser: 20, ingestConcurrency: 2 });
    expect(c.analysis.displayCap).toBe(2000);
    expect(c.services).toEqual(['gateway', 'auth', 'projects', 'ingest', 'analysis', 'logs']);
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
});
