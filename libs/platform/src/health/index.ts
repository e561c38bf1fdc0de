export * from './health-registry.js';
