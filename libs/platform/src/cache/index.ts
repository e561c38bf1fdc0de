export * from './keep-last.js';
export * from './keep-recent.js';
