export * from './kizuna-config.js';
export * from './load-config.js';
