export * from './whole-graph.js';
export { encodeWholeGraph, centralityOrder, type WholeGraphInput } from './encode-whole-graph.js';
export { decodeWholeGraph } from './decode-whole-graph.js';
