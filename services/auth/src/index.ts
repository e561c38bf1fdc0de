export * from './auth.module.js';
