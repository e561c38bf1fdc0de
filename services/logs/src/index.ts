export * from './logs.module.js';
export * from './access-logs.repository.js';
export * from './access-log-record.js';
