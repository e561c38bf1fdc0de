export * from './keep-last.js';
