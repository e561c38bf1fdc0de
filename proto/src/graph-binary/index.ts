export * from './whole-graph.js';
export { encodeWholeGraph, GRID_FRAME_GROWTH, type WholeGraphInput } from './encode-whole-graph.js';
export { decodeWholeGraph } from './decode-whole-graph.js';
export { centralityOrder } from './centrality-order.js';
export { wholeGraphSections, type SectionName, type PlaneWidths } from './whole-graph-sections.js';
export { readWholeGraphHeader, type WholeGraphHeader } from './whole-graph-header.js';
