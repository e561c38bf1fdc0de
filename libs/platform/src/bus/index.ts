export * from './in-process-broker.js';
export * from './in-process-server.js';
export * from './in-process-client.js';
export * from './bus-client.js';
export * from './bus-error.js';
export * from './domain-error-rpc.filter.js';
