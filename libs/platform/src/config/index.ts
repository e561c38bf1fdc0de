export * from './kizuna-config.js';
export * from './load-config.js';
export * from './work-limits.js';
