// Rules every side applies alike (web, gateway, services, engine). Nothing here may import Node
// modules: the web bundles this folder.
export { RunStatus } from '../gen/kizuna/v1/projects_pb.js';
export { AccessAction, SecurityEventKind } from '../gen/kizuna/v1/logs_pb.js';
export * from './cluster-counts.js';
export * from './project-name.js';
export * from './page-sizes.js';
export * from './failure-codes.js';
export * from './password.js';
export { AccountChange } from '../gen/kizuna/v1/auth_pb.js';
export * from './community-style.js';
export * from './interaction-kinds.js';
export * from './skipped-posts.js';
export * from './member-sort-keys.js';
export * from './tokyo-time.js';
export * from './csv-cell.js';
export * from './column-mapping.js';
export * from './email-address.js';
export * from './share-candidates.js';
export * from './trim-char.js';
export * from './project-policy.js';
export * from './parse-relations.js';
export * from './network-users.js';
export * from './coordination-settings.js';
export * from './work-groups.js';
export * from './series-bounds.js';
export * from './account-labels.js';
