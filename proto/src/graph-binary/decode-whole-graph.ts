import { readPlanes } from './byte-planes.js';
import { centralityOrder } from './centrality-order.js';
import { withCase } from './label-case.js';
import { pairDegrees } from './pair-degrees.js';
import { DEGREE_STORED, FRACTIONAL_WEIGHTS, WIDE_COMMUNITIES, type WholeGraph } from './whole-graph.js';
import { readWholeGraphHeader } from './whole-graph-header.js';
import type { SectionName } from './whole-graph-sections.js';

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * Reads the whole-graph answer (as the server sent it, decompressed) into typed arrays, one per
 * column: the positions off their grid, the planed columns, the pairs from their gaps, the degrees
 * counted from the pairs (unless sent) and the centrality order sorted from PageRank and degree.
 * Throws on another format or version, on cut-off bytes, or on values that name no user.
 */
export function decodeWholeGraph(bytes: Uint8Array): WholeGraph {
  const header = readWholeGraphHeader(bytes);
  const { userCount: n, pairCount: m, communityCount: k, flags, timeBase, widths } = header;
  const { xMin, yMin, xStep, yStep } = header;
  const at = Object.fromEntries(Object.entries(header.sections).map(([name, s]) => [name, s.start])) as Record<
    SectionName,
    number
  >;
  const text = (name: 'ids' | 'labels') => bytes.subarray(at[name], at[name] + header.sections[name].bytes);
  const wide = (flags & WIDE_COMMUNITIES) !== 0;

  const positions = new Float32Array(2 * n);
  const grid = new Uint16Array(n);
  readPlanes(bytes, at.x, 2, grid);
  for (let u = 0; u < n; u++) positions[2 * u] = xMin + grid[u] * xStep;
  readPlanes(bytes, at.y, 2, grid);
  for (let u = 0; u < n; u++) positions[2 * u + 1] = yMin + grid[u] * yStep;

  const community = readPlanes(bytes, at.community, widths.community, wide ? new Uint16Array(n) : new Uint8Array(n));
  const communitySizes = new Uint32Array(k);
  for (let u = 0; u < n; u++) {
    if (community[u] >= k) throw new RangeError('whole graph: a user in no community');
    communitySizes[community[u]]++;
  }
  const pagerank = floats(bytes, at.pagerank, n);

  const first = readPlanes(bytes, at.first, widths.first, new Uint32Array(n));
  const duration = readPlanes(bytes, at.duration, widths.duration, new Uint32Array(n));
  const firstTime = new Float64Array(n);
  const lastTime = new Float64Array(n);
  for (let u = 0; u < n; u++) {
    if (first[u] === 0) {
      firstTime[u] = lastTime[u] = NaN;
      continue;
    }
    firstTime[u] = timeBase + (first[u] - 1) * 1000;
    lastTime[u] = firstTime[u] + duration[u] * 1000;
  }

  const pairs = pairsFromGaps(
    readPlanes(bytes, at.rowCounts, widths.rowCounts, new Uint32Array(n)),
    readPlanes(bytes, at.gaps, widths.gaps, new Uint32Array(m)),
  );
  const degree =
    flags & DEGREE_STORED ? readPlanes(bytes, at.degree, widths.degree, new Uint32Array(n)) : pairDegrees(pairs, n);
  const pairWeights =
    flags & FRACTIONAL_WEIGHTS
      ? floats(bytes, at.weights, m)
      : Float32Array.from(readPlanes(bytes, at.weights, widths.weights, new Uint32Array(m)));

  const ids = strings(readPlanes(bytes, at.idLengths, widths.idLengths, new Uint32Array(n)), text('ids'));
  const labels = strings(readPlanes(bytes, at.labelLengths, widths.labelLengths, new Uint32Array(n)), text('labels'));
  const labelCase = readPlanes(bytes, at.labelCase, widths.labelCase, new Uint32Array(n));
  for (let u = 0; u < n; u++) if (labelCase[u] !== 0) labels[u] = withCase(ids[u], labelCase[u]);

  return {
    userCount: n,
    communityCount: k,
    flags,
    positions,
    community,
    communitySizes,
    degree,
    pagerank,
    centralityOrder: centralityOrder(pagerank, degree),
    firstTime,
    lastTime,
    pairs,
    pairWeights,
    ids,
    labels,
  };
}

/** The pairs, smaller index first, from each user's count of pairs it starts and each pair's gap. */
function pairsFromGaps(rowCounts: Uint32Array, gaps: Uint32Array): Uint32Array {
  const n = rowCounts.length;
  const m = gaps.length;
  const pairs = new Uint32Array(2 * m);
  let p = 0;
  for (let a = 0; a < n; a++) {
    const end = p + rowCounts[a];
    if (end > m) throw new RangeError('whole graph: more pairs in the rows than the header says');
    let b = a;
    for (; p < end; p++) {
      b += gaps[p];
      if (b >= n) throw new RangeError('whole graph: a pair names no user');
      pairs[2 * p] = a;
      pairs[2 * p + 1] = b;
    }
  }
  if (p !== m) throw new RangeError('whole graph: fewer pairs in the rows than the header says');
  return pairs;
}

/** float32 little-endian, copied into a column of its own (the section need not start on 4 bytes). */
function floats(bytes: Uint8Array, at: number, length: number): Float32Array {
  const out = new Float32Array(length);
  if (LITTLE_ENDIAN) new Uint8Array(out.buffer).set(bytes.subarray(at, at + 4 * length));
  else {
    const view = new DataView(bytes.buffer, bytes.byteOffset + at, 4 * length);
    for (let i = 0; i < length; i++) out[i] = view.getFloat32(4 * i, true);
  }
  return out;
}

/**
 * The names: one UTF-8 run decoded at once (a decoder call per name cost more), cut by each
 * one's length in UTF-16 units. A leading byte-order mark is a name's own character, kept.
 */
function strings(lengths: Uint32Array, utf8: Uint8Array): string[] {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(utf8);
  const out = new Array<string>(lengths.length);
  let at = 0;
  for (let u = 0; u < out.length; u++) {
    out[u] = text.slice(at, at + lengths[u]);
    at += lengths[u];
  }
  if (at !== text.length) throw new RangeError('whole graph: the names do not fill their text');
  return out;
}
