export * from './health-registry.js';
export * from './service-health.controller.js';
export * from './readiness.js';
