/** What the bench measures of the result files' encoding (the service reaches these through its module). */
export { encodeRun, encodeEdges, type EncodedRun } from './encoded-run.js';
export { encodeMembership } from './membership-codec.js';
export { NODE_SHARDS, nodeShard } from './result-keys.js';
