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
  const ids = utf8Strings(input.ids, () => true);
  const labels = utf8Strings(input.labels, (u) => input.labels[u] !== input.ids[u]);

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
    align4(ids.bytes.length) +
    4 * (n + 1) +
    align4(labels.bytes.length);
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < 4; i++) bytes[i] = WHOLE_GRAPH_MAGIC.charCodeAt(i);
  view.setUint32(4, WHOLE_GRAPH_VERSION, true);
  view.setUint32(8, n, true);
  view.setUint32(12, m, true);
  view.setUint32(16, k, true);
  view.setUint32(20, (input.laidOutByRelations ? LAID_OUT_BY_RELATIONS : 0) | (wide ? WIDE_COMMUNITIES : 0), true);
  view.setFloat64(24, timeBase, true);
  view.setUint32(32, ids.bytes.length, true);
  view.setUint32(36, labels.bytes.length, true);
  view.setUint32(40, total, true);

  // Each section written through a typed array over its place (in the host's byte order, swapped
  // below on a big-endian host): a value at a time through a DataView took a second at 104,000 users.
  let at = WHOLE_GRAPH_HEADER_BYTES;
  const wordSections: Array<[start: number, words: number]> = [];
  const f32 = (length: number) => {
    wordSections.push([at, length]);
    const column = new Float32Array(bytes.buffer, at, length);
    at += 4 * length;
    return column;
  };
  const u32 = (length: number) => {
    wordSections.push([at, length]);
    const column = new Uint32Array(bytes.buffer, at, length);
    at += 4 * length;
    return column;
  };
  f32(2 * n).set(input.positions);
  const community = wide ? new Uint16Array(bytes.buffer, at, n) : bytes.subarray(at, at + n);
  const communityAt = at;
  at += align4(n * (wide ? 2 : 1));
  const sizes = u32(k);
  for (let u = 0; u < n; u++) {
    const c = input.community[u];
    if (!(c >= 0 && c < k)) throw new RangeError(`user ${u} is in community ${c}, not 0..${k - 1}`);
    sizes[c]++;
    community[u] = c;
  }
  u32(n).set(input.degree);
  f32(n).set(input.pagerank);
  u32(n).set(centralityOrder(input.pagerank, input.degree));
  for (const times of [input.firstTime, input.lastTime]) {
    const round = times === input.firstTime ? Math.floor : Math.ceil;
    const column = u32(n);
    for (let u = 0; u < n; u++) column[u] = Number.isFinite(times[u]) ? round((times[u] - timeBase) / 1000) : NO_TIME;
  }
  const pairs = u32(2 * m);
  for (let p = 0; p < m; p++) {
    const a = input.pairs[2 * p];
    const b = input.pairs[2 * p + 1];
    if (!(a >= 0 && a < n && b >= 0 && b < n)) throw new RangeError(`pair ${p} (${a}, ${b}) names no user`);
    pairs[2 * p] = Math.min(a, b);
    pairs[2 * p + 1] = Math.max(a, b);
  }
  f32(m).set(input.pairWeights);
  for (const strings of [ids, labels]) {
    u32(n + 1).set(strings.offsets);
    bytes.set(strings.bytes, at);
    at = align4(at + strings.bytes.length);
  }
  if (at !== total) throw new Error(`whole graph: wrote ${at} bytes of ${total}`);
  if (!LITTLE_ENDIAN) {
    for (const [start, words] of wordSections)
      for (let i = 0; i < words; i++) view.setUint32(start + 4 * i, view.getUint32(start + 4 * i, false), true);
    if (wide) for (let u = 0; u < n; u++) view.setUint16(communityAt + 2 * u, community[u], true);
  }
  return bytes;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** The strings as UTF-8, one after the other, with where each ends; a string not `kept` is empty. */
function utf8Strings(
  strings: readonly string[],
  kept: (u: number) => boolean,
): { offsets: Uint32Array; bytes: Uint8Array } {
  let units = 0;
  for (let u = 0; u < strings.length; u++) if (kept(u)) units += strings[u].length;
  // At most 3 bytes of UTF-8 per UTF-16 unit (a pair of units makes 4).
  const scratch = new Uint8Array(3 * units);
  const offsets = new Uint32Array(strings.length + 1);
  const encoder = new TextEncoder();
  let at = 0;
  for (let u = 0; u < strings.length; u++) {
    if (kept(u)) at += encoder.encodeInto(strings[u], scratch.subarray(at)).written;
    offsets[u + 1] = at;
  }
  return { offsets, bytes: scratch.subarray(0, at) };
}

/** Users most central first: PageRank, then degree, then index (a stable order whatever the ties). */
export function centralityOrder(pagerank: ArrayLike<number>, degree: ArrayLike<number>): Uint32Array {
  const order = new Uint32Array(pagerank.length);
  for (let u = 0; u < order.length; u++) order[u] = u;
  return order.sort((a, b) => pagerank[b] - pagerank[a] || degree[b] - degree[a] || a - b);
}
