export * from './start-kizuna.js';
