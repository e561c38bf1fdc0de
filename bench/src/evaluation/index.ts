export { parseGml, type GmlGraph, type GmlNode, type GmlEdge } from './parse-gml.js';
export { normalizedMutualInformation } from './nmi.js';
export { postsFromGraph } from './posts-from-graph.js';
