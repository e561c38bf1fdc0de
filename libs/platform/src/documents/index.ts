export * from './document-store.port.js';
export { NedbDocumentStore, type NedbDocumentStoreOptions } from './nedb-document-store.js';
export { createDocumentStore, type DocumentStoreConfig } from './create-document-store.js';
export { processesUsingStores } from './running-marker.js';
export { GroupFsync, fsyncFile } from './group-fsync.js';
// The MongoDB store and its schemas: @kizuna/platform/mongo-documents (loads mongoose).
export * from './document-schemas.js';
