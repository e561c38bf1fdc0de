export * from './csv-cell.js';
export * from './tokyo-time.js';
export * from './text-encoding.js';
