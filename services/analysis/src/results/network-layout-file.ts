import { layoutNetwork } from '../engine/network-layout/index.js';
import type { PreparedNetwork } from '../engine/prepare-analysis.js';
import { ColumnFileReader, stringColumn, writeColumnFile, type StoredStrings } from './column-file.js';
import { userOrder } from './membership-codec.js';

/**
 * What every run of a project (one dataset and relation choice) draws its whole graph from, and
 * no k changes: each user's place by the relations (NaN for users without any: each run places
 * them), the relations as index pairs with their weights, names, degree, PageRank and first and
 * last post. Stored once per project and relation choice (docs/stored-formats.md).
 */
export interface NetworkLayout {
  /** userOrder of the node ids: the runs whose membership names the same order line up with it. */
  order: string;
  x: Float64Array;
  y: Float64Array;
  /** Undirected pairs, 2 per pair (smaller index first). */
  pairs: Int32Array;
  weights: Float64Array;
  ids: readonly string[];
  labels: readonly string[];
  degree: Int32Array;
  pagerank: Float64Array;
  firstTime: Float64Array;
  lastTime: Float64Array;
}

/**
 * Raised when the file's shape or the layout's method changes: a file of another version is read
 * as missing, so an older project is laid out again in the background on its next open and each
 * run's kept whole-graph answer, named after this version, is made again from the new layout.
 * 2: parts apart from the rest packed beside it, median passes (2026-12-07).
 */
export const NETWORK_LAYOUT_VERSION = 2;

export interface NetworkLayoutHeader {
  version: number;
  users: number;
  pairs: number;
  order: string;
}

/** The layout of a prepared network with what the whole graph needs beside it (computed in the analysis worker). */
export function networkLayoutOf(prepared: PreparedNetwork): NetworkLayout {
  const { graph, network, metrics } = prepared;
  const { x, y } = layoutNetwork(graph);
  let count = 0;
  for (let u = 0; u < graph.n; u++)
    for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) if (graph.targets[p] > u) count++;
  const pairs = new Int32Array(2 * count);
  const weights = new Float64Array(count);
  let at = 0;
  for (let u = 0; u < graph.n; u++)
    for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++)
      if (graph.targets[p] > u) {
        pairs[2 * at] = u;
        pairs[2 * at + 1] = graph.targets[p];
        weights[at++] = graph.weights[p];
      }
  return {
    order: userOrder(network.names),
    x,
    y,
    pairs,
    weights,
    ids: network.names,
    labels: network.labels,
    degree: metrics.degree,
    pagerank: metrics.pagerank,
    firstTime: metrics.firstTime,
    lastTime: metrics.lastTime,
  };
}

export function encodeNetworkLayout(layout: NetworkLayout): Uint8Array {
  const header: NetworkLayoutHeader = {
    version: NETWORK_LAYOUT_VERSION,
    users: layout.x.length,
    pairs: layout.weights.length,
    order: layout.order,
  };
  const ids = stringColumn(layout.ids);
  const labels = stringColumn(layout.labels);
  return writeColumnFile(header, [
    layout.x,
    layout.y,
    layout.pairs,
    layout.weights,
    ids.ends,
    ids.units,
    labels.ends,
    labels.units,
    layout.degree,
    layout.pagerank,
    layout.firstTime,
    layout.lastTime,
  ]);
}

/** Reads a layout file; null when it is of another version (it is made again). */
export function decodeNetworkLayout(bytes: Uint8Array): NetworkLayout | null {
  const file = new ColumnFileReader<NetworkLayoutHeader>(bytes, 'network layout');
  const { version, users, pairs, order } = file.header;
  if (version !== NETWORK_LAYOUT_VERSION) return null;
  const layout: NetworkLayout = {
    order,
    x: file.float64(),
    y: file.float64(),
    pairs: file.int32(),
    weights: file.float64(),
    ids: listOf(file.strings()),
    labels: listOf(file.strings()),
    degree: file.int32(),
    pagerank: file.float64(),
    firstTime: file.float64(),
    lastTime: file.float64(),
  };
  if (layout.x.length !== users || layout.weights.length !== pairs || layout.pairs.length !== 2 * pairs)
    throw new RangeError('network layout: columns of the wrong length');
  return layout;
}

function listOf(strings: StoredStrings): string[] {
  return Array.from({ length: strings.count }, (_, i) => strings.get(i));
}
