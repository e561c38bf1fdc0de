export * from './gateway.module.js';
export * from './start-gateway.js';
