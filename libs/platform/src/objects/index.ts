export * from './object-store.port.js';
export { assertObjectKey, assertObjectPrefix } from './object-key.js';
export { LocalObjectStore, type LocalObjectStoreOptions } from './local-object-store.js';
// The S3 store only through createObjectStore, which loads its client when it is configured.
export type { S3ObjectStoreOptions } from './s3-object-store.js';
export { createObjectStore, type ObjectStoreConfig } from './create-object-store.js';
export { isStorageFull, StorageFullError } from './storage-full.js';
export { ORPHAN_REPORT_KEY, type OrphanReport } from './orphan-report.js';
