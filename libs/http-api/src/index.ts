// Types and zod schemas of every HTTP request and answer of the gateway, with the product spec's
// field names; the route table and the OpenAPI document built from them. Nothing here may import
// a Node module: the web bundles this package.
export * from './common.js';
export * from './health.js';
export * from './database-status.js';
export * from './accounts.js';
export * from './users.js';
export * from './logs.js';
export * from './projects.js';
export * from './sharing.js';
export * from './raw-data.js';
export * from './upload.js';
export * from './results.js';
export * from './relations.js';
export * from './coordination.js';
export * from './series.js';
export * from './route-paths.js';
export * from './routes.js';
export * from './openapi.js';
export * from './check-answer.js';
export * from './bus-answers.js';
export * from './labels.js';
