export * from './document-store.port.js';
export { NedbDocumentStore, type NedbDocumentStoreOptions } from './nedb-document-store.js';
export { createDocumentStore, type DocumentStoreConfig } from './create-document-store.js';
export { processesUsingStores } from './running-marker.js';
export { GroupFsync, fsyncFile } from './group-fsync.js';
export { MongooseDocumentStore, type MongooseDocumentStoreOptions } from './mongoose-document-store.js';
export * from './document-schemas.js';
