export * from './logs.module.js';
export { ACCESS_LOG_SPEC, SECURITY_EVENT_SPEC } from './log-streams.js';
