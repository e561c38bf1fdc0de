export * from './error-code.js';
export * from './domain-error.js';
export * from './known-error-code.js';
export * from './project-name-error.js';
export * from './time-window-error.js';
export * from './project-access-error.js';
export { storageFullError } from './storage-full-error.js';
