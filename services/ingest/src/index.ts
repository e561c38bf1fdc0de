export * from './ingest.module.js';
