/**
 * The rules the analysis engine applies to posts, alone: worker threads that load only these need
 * none of the generated messages, whose modules build their descriptors when imported (0.1 s of
 * each thread's start). The same modules as `rules`, which the web and the services import.
 */
export * from '../rules/cluster-counts.js';
export * from '../rules/coordination-settings.js';
export * from '../rules/community-style.js';
export * from '../rules/network-users.js';
export * from '../rules/parse-relations.js';
export * from '../rules/skipped-posts.js';
export * from '../rules/tokyo-time.js';
