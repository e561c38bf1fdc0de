import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from 'minio';
import S3rver from 's3rver';
import { S3ObjectStore, type S3ObjectStoreOptions } from './s3-object-store.js';
import { runObjectStoreContract } from './test-support/object-store-contract-suite.js';

// The smallest part S3 accepts, so the multipart path runs on a few MiB of test data.
const PART_SIZE = 5 * 1024 * 1024;

describe('S3ObjectStore against s3rver on loopback', () => {
  let server: S3rver;
  let serverDirectory: string;
  const connection: Omit<S3ObjectStoreOptions, 'bucket'> = {
    endPoint: '127.0.0.1',
    useSSL: false,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    region: 'us-east-1',
    pathStyle: true,
    partSize: PART_SIZE,
  };

  beforeAll(async () => {
    serverDirectory = await mkdtemp(path.join(os.tmpdir(), 'kizuna-s3rver-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: serverDirectory,
      configureBuckets: [{ name: 'kizuna-test', configs: [] }],
    });
    const { port } = await server.run();
    connection.port = port;
  });

  afterAll(async () => {
    await server.close();
    await rm(serverDirectory, { recursive: true, force: true });
  });

  // Each test gets a bucket of its own, which the store creates itself.
  runObjectStoreContract('s3rver', async () => ({
    store: new S3ObjectStore({ ...connection, bucket: `kizuna-${randomUUID().slice(0, 8)}` }),
    cleanup: async () => undefined,
  }));

  it('uses a bucket that already exists', async () => {
    const store = new S3ObjectStore({ ...connection, bucket: 'kizuna-test' });
    await store.put('probe.txt', 'ok');
    expect((await store.getBuffer('probe.txt')).toString()).toBe('ok');
    await store.delete('probe.txt');
  });
});

const endpoint = process.env.S3_ENDPOINT;
if (endpoint) {
  const url = new URL(endpoint);
  const connection: Omit<S3ObjectStoreOptions, 'bucket'> = {
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    useSSL: url.protocol === 'https:',
    accessKey: process.env.S3_ACCESS_KEY ?? '',
    secretKey: process.env.S3_SECRET_KEY ?? '',
    region: process.env.S3_REGION ?? 'us-east-1',
    partSize: PART_SIZE,
  };
  // A bucket of its own for this run, never the application's (S3_BUCKET), removed at the end.
  const bucket = `kizuna-contract-${randomUUID().slice(0, 8)}`;

  describe(`S3ObjectStore against ${url.host}`, () => {
    afterAll(async () => {
      const store = new S3ObjectStore({ ...connection, bucket });
      await store.deletePrefix('');
      await new Client({ ...connection, useSSL: connection.useSSL ?? false }).removeBucket(bucket);
    });

    runObjectStoreContract(`S3 at ${url.host}`, async () => {
      const store = new S3ObjectStore({ ...connection, bucket });
      await store.deletePrefix('');
      return { store, cleanup: async () => void (await store.deletePrefix('')) };
    });
  });
} else {
  console.warn('S3_ENDPOINT not set: skipping the S3 contract tests against an external server');
}
