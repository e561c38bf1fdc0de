export * from './log-store.port.js';
export { SegmentLogStore, type SegmentLogStoreOptions } from './segment-log-store.js';
export { DocumentLogStore } from './document-log-store.js';
export { createLogStore } from './create-log-store.js';
