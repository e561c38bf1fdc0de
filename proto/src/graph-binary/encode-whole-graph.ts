import {
  LAID_OUT_BY_RELATIONS,
  NO_TIME,
  WHOLE_GRAPH_HEADER_BYTES,
  WHOLE_GRAPH_MAGIC,
  WHOLE_GRAPH_VERSION,
  WIDE_COMMUNITIES,
} from './whole-graph.js';

/** What the encoder reads: the run's arrays as they are (numbers of any typed array, names as strings). */
export interface WholeGraphInput {
  laidOutByRelations: boolean;
  communityCount: number;
  /** x, y per user, interleaved. */
  positions: ArrayLike<number>;
  community: ArrayLike<number>;
  degree: ArrayLike<number>;
  pagerank: ArrayLike<number>;
  /** ms since the epoch; NaN: never posted. */
  firstTime: ArrayLike<number>;
  lastTime: ArrayLike<number>;
  /** Pairs of user indexes, 2 per pair, each pair once (either order). */
  pairs: ArrayLike<number>;
  pairWeights: ArrayLike<number>;
  ids: readonly string[];
  labels: readonly string[];
}

const align4 = (n: number) => (n + 3) & ~3;

/**
 * The whole-graph answer's bytes (uncompressed: the server compresses them for the wire). Every
 * section starts on a 4-byte boundary so that a reader can view it in place.
 */
export function encodeWholeGraph(input: WholeGraphInput): Uint8Array {
  const n = input.ids.length;
  const k = input.communityCount;
  const m = input.pairWeights.length;
  if (input.positions.length !== 2 * n)
    throw new RangeError(`positions hold ${input.positions.length / 2} users, not ${n}`);
  if (input.pairs.length !== 2 * m) throw new RangeError(`pairs hold ${input.pairs.length / 2} pairs, not ${m}`);
  for (const [name, column] of [
    ['community', input.community],
    ['degree', input.degree],
    ['pagerank', input.pagerank],
    ['firstTime', input.firstTime],
    ['lastTime', input.lastTime],
    ['labels', input.labels],
  ] as const)
    if (column.length !== n) throw new RangeError(`${name} holds ${column.length} users, not ${n}`);
  const wide = k > 255;
  const utf8 = new TextEncoder();
  const idBytes = input.ids.map((id) => utf8.encode(id));
  const labelBytes = input.labels.map((label, u) => (label === input.ids[u] ? EMPTY : utf8.encode(label)));
  const idLength = idBytes.reduce((sum, b) => sum + b.length, 0);
  const labelLength = labelBytes.reduce((sum, b) => sum + b.length, 0);

  let timeBase = Infinity;
  for (let u = 0; u < n; u++) if (input.firstTime[u] < timeBase) timeBase = input.firstTime[u];
  timeBase = Number.isFinite(timeBase) ? Math.floor(timeBase / 1000) * 1000 : 0;

  const total =
    WHOLE_GRAPH_HEADER_BYTES +
    8 * n + // positions
    align4(n * (wide ? 2 : 1)) +
    4 * k + // community sizes
    4 * n + // degree
    4 * n + // pagerank
    4 * n + // centrality order
    8 * n + // first and last time
    8 * m + // pairs
    4 * m + // pair weights
    4 * (n + 1) +
    align4(idLength) +
    4 * (n + 1) +
    align4(labelLength);
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < 4; i++) bytes[i] = WHOLE_GRAPH_MAGIC.charCodeAt(i);
  view.setUint32(4, WHOLE_GRAPH_VERSION, true);
  view.setUint32(8, n, true);
  view.setUint32(12, m, true);
  view.setUint32(16, k, true);
  view.setUint32(20, (input.laidOutByRelations ? LAID_OUT_BY_RELATIONS : 0) | (wide ? WIDE_COMMUNITIES : 0), true);
  view.setFloat64(24, timeBase, true);
  view.setUint32(32, idLength, true);
  view.setUint32(36, labelLength, true);
  view.setUint32(40, total, true);

  let at = WHOLE_GRAPH_HEADER_BYTES;
  const f32 = (value: number) => {
    view.setFloat32(at, value, true);
    at += 4;
  };
  const u32 = (value: number) => {
    view.setUint32(at, value, true);
    at += 4;
  };
  for (let i = 0; i < 2 * n; i++) f32(input.positions[i]);
  const sizes = new Uint32Array(k);
  for (let u = 0; u < n; u++) {
    const c = input.community[u];
    if (!(c >= 0 && c < k)) throw new RangeError(`user ${u} is in community ${c}, not 0..${k - 1}`);
    sizes[c]++;
    if (wide) view.setUint16(at + 2 * u, c, true);
    else bytes[at + u] = c;
  }
  at += align4(n * (wide ? 2 : 1));
  for (let c = 0; c < k; c++) u32(sizes[c]);
  for (let u = 0; u < n; u++) u32(input.degree[u]);
  for (let u = 0; u < n; u++) f32(input.pagerank[u]);
  for (const u of centralityOrder(input.pagerank, input.degree)) u32(u);
  for (const times of [input.firstTime, input.lastTime]) {
    const round = times === input.firstTime ? Math.floor : Math.ceil;
    for (let u = 0; u < n; u++) u32(Number.isFinite(times[u]) ? round((times[u] - timeBase) / 1000) : NO_TIME);
  }
  for (let p = 0; p < m; p++) {
    const a = input.pairs[2 * p];
    const b = input.pairs[2 * p + 1];
    if (!(a >= 0 && a < n && b >= 0 && b < n)) throw new RangeError(`pair ${p} (${a}, ${b}) names no user`);
    u32(Math.min(a, b));
    u32(Math.max(a, b));
  }
  for (let p = 0; p < m; p++) f32(input.pairWeights[p]);
  for (const strings of [idBytes, labelBytes]) {
    let offset = 0;
    for (let u = 0; u <= n; u++) {
      u32(offset);
      if (u < n) offset += strings[u].length;
    }
    for (const s of strings) {
      bytes.set(s, at);
      at += s.length;
    }
    at = align4(at);
  }
  if (at !== total) throw new Error(`whole graph: wrote ${at} bytes of ${total}`);
  return bytes;
}

const EMPTY = new Uint8Array(0);

/** Users most central first: PageRank, then degree, then index (a stable order whatever the ties). */
export function centralityOrder(pagerank: ArrayLike<number>, degree: ArrayLike<number>): Uint32Array {
  const order = new Uint32Array(pagerank.length);
  for (let u = 0; u < order.length; u++) order[u] = u;
  return order.sort((a, b) => pagerank[b] - pagerank[a] || degree[b] - degree[a] || a - b);
}
