export * from './error-code.js';
export * from './domain-error.js';
