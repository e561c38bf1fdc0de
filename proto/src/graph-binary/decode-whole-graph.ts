import {
  NO_TIME,
  WHOLE_GRAPH_HEADER_BYTES,
  WHOLE_GRAPH_MAGIC,
  WHOLE_GRAPH_VERSION,
  WIDE_COMMUNITIES,
  type WholeGraph,
} from './whole-graph.js';

const align4 = (n: number) => (n + 3) & ~3;
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * Reads the whole-graph answer (as the server sent it, decompressed). The number columns are
 * views into the bytes (copied once first if they do not start on a 4-byte boundary); only the
 * names and the times are made anew. Throws on another format or version, or on cut-off bytes.
 */
export function decodeWholeGraph(given: Uint8Array): WholeGraph {
  if (given.length < WHOLE_GRAPH_HEADER_BYTES) throw new RangeError('whole graph: too short for its header');
  for (let i = 0; i < 4; i++)
    if (given[i] !== WHOLE_GRAPH_MAGIC.charCodeAt(i)) throw new RangeError('whole graph: not a whole-graph answer');
  const bytes = given.byteOffset % 4 === 0 ? given : given.slice();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(4, true);
  if (version !== WHOLE_GRAPH_VERSION)
    throw new RangeError(`whole graph: version ${version}, this reader knows ${WHOLE_GRAPH_VERSION}`);
  const n = view.getUint32(8, true);
  const m = view.getUint32(12, true);
  const k = view.getUint32(16, true);
  const flags = view.getUint32(20, true);
  const timeBase = view.getFloat64(24, true);
  const idLength = view.getUint32(32, true);
  const labelLength = view.getUint32(36, true);
  const total = view.getUint32(40, true);
  if (bytes.length !== total) throw new RangeError(`whole graph: ${bytes.length} bytes, the header says ${total}`);
  const wide = (flags & WIDE_COMMUNITIES) !== 0;

  let at = WHOLE_GRAPH_HEADER_BYTES;
  const take = <T>(
    make: (buffer: ArrayBuffer, offset: number, length: number) => T,
    length: number,
    unit: number,
  ): T => {
    const start = at;
    at += align4(length * unit);
    if (at > total) throw new RangeError('whole graph: cut off');
    return make(bytes.buffer as ArrayBuffer, bytes.byteOffset + start, length);
  };
  const f32 = (length: number) => take(floats, length, 4);
  const u32 = (length: number) => take(uints, length, 4);

  const positions = f32(2 * n);
  const community = wide ? take(shorts, n, 2) : take((b, o, l) => new Uint8Array(b, o, l), n, 1);
  const communitySizes = u32(k);
  const degree = u32(n);
  const pagerank = f32(n);
  const centralityOrder = u32(n);
  const firstTime = toMs(u32(n), timeBase);
  const lastTime = toMs(u32(n), timeBase);
  const pairs = u32(2 * m);
  const pairWeights = f32(m);
  const ids = strings(
    u32(n + 1),
    take((b, o, l) => new Uint8Array(b, o, l), idLength, 1),
  );
  const labels = strings(
    u32(n + 1),
    take((b, o, l) => new Uint8Array(b, o, l), labelLength, 1),
  );
  for (const u of centralityOrder) if (u >= n) throw new RangeError('whole graph: centrality order names no user');
  for (const u of pairs) if (u >= n) throw new RangeError('whole graph: a pair names no user');
  return {
    userCount: n,
    communityCount: k,
    flags,
    positions,
    community,
    communitySizes,
    degree,
    pagerank,
    centralityOrder,
    firstTime,
    lastTime,
    pairs,
    pairWeights,
    ids,
    labels,
  };
}

// Views in place on little-endian hosts (every browser and server Kizuna runs on); read value by
// value elsewhere.
function floats(buffer: ArrayBuffer, offset: number, length: number): Float32Array {
  if (LITTLE_ENDIAN) return new Float32Array(buffer, offset, length);
  const view = new DataView(buffer, offset, 4 * length);
  return Float32Array.from({ length }, (_, i) => view.getFloat32(4 * i, true));
}

function uints(buffer: ArrayBuffer, offset: number, length: number): Uint32Array {
  if (LITTLE_ENDIAN) return new Uint32Array(buffer, offset, length);
  const view = new DataView(buffer, offset, 4 * length);
  return Uint32Array.from({ length }, (_, i) => view.getUint32(4 * i, true));
}

function shorts(buffer: ArrayBuffer, offset: number, length: number): Uint16Array {
  if (LITTLE_ENDIAN) return new Uint16Array(buffer, offset, length);
  const view = new DataView(buffer, offset, 2 * length);
  return Uint16Array.from({ length }, (_, i) => view.getUint16(2 * i, true));
}

function toMs(seconds: Uint32Array, base: number): Float64Array {
  const ms = new Float64Array(seconds.length);
  for (let u = 0; u < seconds.length; u++) ms[u] = seconds[u] === NO_TIME ? NaN : base + seconds[u] * 1000;
  return ms;
}

function strings(offsets: Uint32Array, utf8: Uint8Array): string[] {
  const decoder = new TextDecoder();
  const out = new Array<string>(offsets.length - 1);
  for (let u = 0; u < out.length; u++) {
    if (offsets[u + 1] < offsets[u] || offsets[u + 1] > utf8.length)
      throw new RangeError('whole graph: bad name offsets');
    out[u] = decoder.decode(utf8.subarray(offsets[u], offsets[u + 1]));
  }
  return out;
}
