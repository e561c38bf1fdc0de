export { graphNodes, graphEdges } from './graph-payload.js';
export { communityMembers, nodeDetail, runUsers } from './user-details.js';
export { userPostLists, userPostsByNodeId, userPostsOfAuthors, type UserPostLists } from './user-post-lists.js';
export { percent, round2, nanToNull } from './numbers.js';
export { networkEdges } from './network-edges.js';
