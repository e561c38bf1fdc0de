export { parseRelations, type PostRelations } from './parse-relations.js';
export { buildNetwork, userKey, NOT_A_USER, type UserNetwork } from './build-network.js';
export { buildCsr, toUndirected, strengths, type CsrGraph } from './csr-graph.js';
export { pageRank, type PageRankOptions } from './pagerank.js';
export { computeUserMetrics, type UserMetrics } from './user-metrics.js';
