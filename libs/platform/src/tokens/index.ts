export * from './access-token.js';
export * from './token-secret.js';
