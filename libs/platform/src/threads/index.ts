export * from './lower-thread-priority.js';
export * from './thread-nice.js';
export * from './thread-cpu-time.js';
export * from './foreground-requests.js';
export * from './built-worker-script.js';
