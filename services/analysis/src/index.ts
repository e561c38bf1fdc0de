export * from './analysis.module.js';
