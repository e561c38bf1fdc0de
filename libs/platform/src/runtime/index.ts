export * from './tokens.js';
export * from './platform-runtime.js';
export * from './platform.module.js';
export * from './start-microservice.js';
export * from './reach.js';
export * from './health-listener.js';
export * from './private-data-folder.js';
