export * from './logs.module.js';
