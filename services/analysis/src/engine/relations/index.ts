export { interactionMatrix, type InteractionMatrix } from './interaction-matrix.js';
export { communityBridges, type Bridge } from './bridges.js';
export { runRelations, type RunRelations } from './run-relations.js';
export { compareRuns, type RunComparison } from './run-comparison.js';
