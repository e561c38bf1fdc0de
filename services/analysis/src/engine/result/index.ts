export { graphNodes, graphEdges } from './graph-payload.js';
export { communityMembers, userDetails } from './user-details.js';
export { userPostLists, type UserPostLists, type UserPost } from './user-post-lists.js';
export { percent, round2, nanToNull } from './numbers.js';
