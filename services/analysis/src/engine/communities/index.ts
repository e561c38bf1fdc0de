export { leiden, relabel, type LeidenOptions, type LeidenResult } from './leiden.js';
export { modularity } from './modularity.js';
export { mergeToK } from './merge-to-k.js';
export { splitToK } from './split-to-k.js';
export { connectedComponents, type Components } from './connected-components.js';
export { inducedSubgraph } from './induced-subgraph.js';
export { partitionExactK, type ExactKInput, type ExactKPartition } from './exact-k-partition.js';
export type { TextGrouping } from './text-grouping.js';
export { alignLabels, refineByBlockModel } from './block-model-choice.js';
