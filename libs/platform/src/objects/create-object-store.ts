import { LocalObjectStore } from './local-object-store.js';
import type { ObjectStore } from './object-store.port.js';
import type { S3ObjectStoreOptions } from './s3-object-store.js';

export type ObjectStoreConfig = { kind: 'local'; directory: string } | ({ kind: 's3' } & S3ObjectStoreOptions);

/**
 * Builds the configured store; for S3 the bucket is created now when missing, so a bad address
 * fails at start-up. The S3 client is loaded only then: it takes 0.3 s to load, which every worker
 * thread that opens the store (each CSV job's) paid on the embedded defaults, which never use it.
 */
export async function createObjectStore(config: ObjectStoreConfig): Promise<ObjectStore> {
  if (config.kind === 'local') return new LocalObjectStore({ directory: config.directory });
  const { kind: _kind, ...options } = config;
  const { S3ObjectStore } = await import('./s3-object-store.js');
  const store = new S3ObjectStore(options);
  await store.ensureBucket();
  return store;
}
