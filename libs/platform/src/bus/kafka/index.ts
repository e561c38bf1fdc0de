export * from './kafka-like.js';
export * from './kafka-broker.js';
export * from './kafka-client.js';
