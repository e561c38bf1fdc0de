/** What the bench measures of the result files' encoding (the service reaches these through its module). */
export { encodeRun, encodeEdges, type EncodedRun } from './encoded-run.js';
export { referenceUserFiles } from './reference-user-files.js';
export { UserShard } from './user-shard-codec.js';
