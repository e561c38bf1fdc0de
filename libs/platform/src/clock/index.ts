export * from './clock.js';
export * from './test-clock.js';
