import { planeWidth, writePlanes } from './byte-planes.js';
import { caseMask } from './label-case.js';
import { pairDegrees } from './pair-degrees.js';
import {
  DEGREE_STORED,
  FRACTIONAL_WEIGHTS,
  LAID_OUT_BY_RELATIONS,
  POSITION_STEPS,
  WHOLE_GRAPH_MAGIC,
  WHOLE_GRAPH_VERSION,
  WIDE_COMMUNITIES,
} from './whole-graph.js';
import { PLANE_WIDTH_ORDER, PLANE_WIDTHS_AT, wholeGraphSections, type PlaneWidths } from './whole-graph-sections.js';

/** What the encoder reads: the run's arrays as they are (numbers of any typed array, names as strings). */
export interface WholeGraphInput {
  laidOutByRelations: boolean;
  communityCount: number;
  /** x, y per user, interleaved; finite. */
  positions: ArrayLike<number>;
  /**
   * A box the same for every run that shares most places (a project's related users): the grid is
   * then laid over it, grown to GRID_FRAME_GROWTH times its side about its centre, so that each of
   * those users lands on the same grid point in every run. Without it, or when a place falls
   * outside the grown box, the grid covers the places' own bounding box.
   */
  gridFrame?: { xMin: number; yMin: number; xMax: number; yMax: number };
  community: ArrayLike<number>;
  /** Whole numbers. */
  degree: ArrayLike<number>;
  pagerank: ArrayLike<number>;
  /** ms since the epoch; NaN in both: never posted. */
  firstTime: ArrayLike<number>;
  lastTime: ArrayLike<number>;
  /** Pairs of user indexes, 2 per pair, each pair once (either order). */
  pairs: ArrayLike<number>;
  pairWeights: ArrayLike<number>;
  ids: readonly string[];
  labels: readonly string[];
}

const MAX_U32 = 0xffffffff;

/**
 * The whole-graph answer's bytes (uncompressed: the server gzips them for the wire), version 2:
 * positions on a u16 grid over the layout's bounding box, whole-number columns as byte planes,
 * the pairs sorted and written as gaps, the degrees and the centrality order left for the reader
 * to count and sort when they follow from the rest. docs/http-api.md has the byte table.
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
  if (!(Number.isInteger(k) && k >= 0 && k <= 0xffff)) throw new RangeError(`${k} communities: 0 to 65,535 are kept`);
  for (let u = 0; u < n; u++) {
    const c = input.community[u];
    if (!(Number.isInteger(c) && c >= 0 && c < k))
      throw new RangeError(`user ${u} is in community ${c}, not 0..${k - 1}`);
  }

  const grid = positionGrid(input.positions, input.gridFrame);
  const times = activity(input.firstTime, input.lastTime);
  const sorted = sortedPairs(input.pairs, input.pairWeights, n);
  const counted = pairDegrees(sorted.pairs, n);
  let degreeStored = false;
  for (let u = 0; u < n; u++) {
    const d = input.degree[u];
    if (!(Number.isInteger(d) && d >= 0 && d <= MAX_U32)) throw new RangeError(`user ${u} has degree ${d}`);
    if (d !== counted[u]) degreeStored = true;
  }
  let fractional = false;
  for (let p = 0; p < m; p++) {
    const w = sorted.weights[p];
    if (!(Number.isInteger(w) && w >= 0 && w <= MAX_U32)) fractional = true;
  }
  const ids = utf8Strings(input.ids, () => true);
  const labelCase = Uint32Array.from(input.labels, (label, u) => caseMask(input.ids[u], label));
  const labels = utf8Strings(input.labels, (u) => input.labels[u] !== input.ids[u] && labelCase[u] === 0);

  const flags =
    (input.laidOutByRelations ? LAID_OUT_BY_RELATIONS : 0) |
    (k > 255 ? WIDE_COMMUNITIES : 0) |
    (degreeStored ? DEGREE_STORED : 0) |
    (fractional ? FRACTIONAL_WEIGHTS : 0);
  const widths: PlaneWidths = {
    community: planeWidth(input.community),
    degree: degreeStored ? planeWidth(input.degree) : 0,
    first: planeWidth(times.first),
    duration: planeWidth(times.duration),
    rowCounts: planeWidth(sorted.rowCounts),
    gaps: planeWidth(sorted.gaps),
    weights: fractional ? 0 : planeWidth(sorted.weights),
    idLengths: planeWidth(ids.lengths),
    labelLengths: planeWidth(labels.lengths),
    labelCase: planeWidth(labelCase),
  };
  const { sections, total } = wholeGraphSections({
    userCount: n,
    pairCount: m,
    flags,
    widths,
    idBytes: ids.bytes.length,
    labelBytes: labels.bytes.length,
  });
  if (total > MAX_U32) throw new RangeError(`the whole graph would be ${total} bytes`);

  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < 4; i++) bytes[i] = WHOLE_GRAPH_MAGIC.charCodeAt(i);
  view.setUint32(4, WHOLE_GRAPH_VERSION, true);
  view.setUint32(8, n, true);
  view.setUint32(12, m, true);
  view.setUint32(16, k, true);
  view.setUint32(20, flags, true);
  view.setFloat64(24, times.base, true);
  view.setFloat64(32, grid.xMin, true);
  view.setFloat64(40, grid.yMin, true);
  view.setFloat64(48, grid.xStep, true);
  view.setFloat64(56, grid.yStep, true);
  view.setUint32(64, ids.bytes.length, true);
  view.setUint32(68, labels.bytes.length, true);
  view.setUint32(72, total, true);
  PLANE_WIDTH_ORDER.forEach((column, i) => (bytes[PLANE_WIDTHS_AT + i] = widths[column]));

  const start = Object.fromEntries(sections.map((s) => [s.name, s.start])) as Record<
    (typeof sections)[number]['name'],
    number
  >;
  writePlanes(grid.x, 2, bytes, start.x);
  writePlanes(grid.y, 2, bytes, start.y);
  writePlanes(input.community, widths.community, bytes, start.community);
  if (degreeStored) writePlanes(input.degree, widths.degree, bytes, start.degree);
  writeFloats(Float32Array.from(input.pagerank), view, start.pagerank);
  writePlanes(times.first, widths.first, bytes, start.first);
  writePlanes(times.duration, widths.duration, bytes, start.duration);
  writePlanes(sorted.rowCounts, widths.rowCounts, bytes, start.rowCounts);
  writePlanes(sorted.gaps, widths.gaps, bytes, start.gaps);
  if (fractional) writeFloats(Float32Array.from(sorted.weights), view, start.weights);
  else writePlanes(sorted.weights, widths.weights, bytes, start.weights);
  for (const [strings, lengthsAt, bytesAt, width] of [
    [ids, start.idLengths, start.ids, widths.idLengths],
    [labels, start.labelLengths, start.labels, widths.labelLengths],
  ] as const) {
    writePlanes(strings.lengths, width, bytes, lengthsAt);
    bytes.set(strings.bytes, bytesAt);
  }
  writePlanes(labelCase, widths.labelCase, bytes, start.labelCase);
  return bytes;
}

/** How many times its side the grid covers of a given frame (the users placed around it fit). */
export const GRID_FRAME_GROWTH = 4;

/**
 * The positions on a grid of POSITION_STEPS steps per axis, over the grown frame when it holds
 * every place, else over their bounding box (each axis its own step): a user lands at most half
 * a step from its place (docs/http-api.md says what that is on screen).
 */
function positionGrid(positions: ArrayLike<number>, frame: WholeGraphInput['gridFrame']) {
  const n = positions.length >> 1;
  let [xMin, yMin, xMax, yMax] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let u = 0; u < n; u++) {
    const x = positions[2 * u];
    const y = positions[2 * u + 1];
    if (!Number.isFinite(x) || !Number.isFinite(y)) throw new RangeError(`user ${u} has no place (${x}, ${y})`);
    if (x < xMin) xMin = x;
    if (x > xMax) xMax = x;
    if (y < yMin) yMin = y;
    if (y > yMax) yMax = y;
  }
  if (n === 0) [xMin, yMin, xMax, yMax] = [0, 0, 0, 0];
  let xStep = (xMax - xMin) / POSITION_STEPS;
  let yStep = (yMax - yMin) / POSITION_STEPS;
  const side = frame ? Math.max(frame.xMax - frame.xMin, frame.yMax - frame.yMin) : NaN;
  if (frame && Number.isFinite(side) && side > 0) {
    const step = (GRID_FRAME_GROWTH * side) / POSITION_STEPS;
    const [left, top] = [
      (frame.xMin + frame.xMax) / 2 - (GRID_FRAME_GROWTH * side) / 2,
      (frame.yMin + frame.yMax) / 2 - (GRID_FRAME_GROWTH * side) / 2,
    ];
    const reach = step * (POSITION_STEPS + 0.5);
    if (xMin >= left - step / 2 && yMin >= top - step / 2 && xMax - left < reach && yMax - top < reach)
      [xMin, yMin, xStep, yStep] = [left, top, step, step];
  }
  const x = new Uint16Array(n);
  const y = new Uint16Array(n);
  const onGrid = (value: number, min: number, step: number) =>
    step > 0 ? Math.max(0, Math.min(POSITION_STEPS, Math.round((value - min) / step))) : 0;
  for (let u = 0; u < n; u++) {
    x[u] = onGrid(positions[2 * u], xMin, xStep);
    y[u] = onGrid(positions[2 * u + 1], yMin, yStep);
  }
  return { x, y, xMin, yMin, xStep, yStep };
}

/**
 * Whole seconds after the base (the earliest first post, whole seconds): the first post rounded
 * down and stored plus one (0: never posted), the last rounded up and stored as seconds after the
 * first, so a window never loses a user.
 */
function activity(firstTime: ArrayLike<number>, lastTime: ArrayLike<number>) {
  const n = firstTime.length;
  let base = Infinity;
  for (let u = 0; u < n; u++) if (firstTime[u] < base) base = firstTime[u];
  base = Number.isFinite(base) ? Math.floor(base / 1000) * 1000 : 0;
  const first = new Uint32Array(n);
  const duration = new Uint32Array(n);
  for (let u = 0; u < n; u++) {
    const [from, to] = [firstTime[u], lastTime[u]];
    if (!Number.isFinite(from) && !Number.isFinite(to)) continue;
    if (!(Number.isFinite(from) && Number.isFinite(to) && to >= from))
      throw new RangeError(`user ${u} posted first at ${from} and last at ${to}`);
    const start = Math.floor((from - base) / 1000);
    const seconds = Math.ceil((to - base) / 1000) - start;
    if (start + 1 > MAX_U32 || seconds > MAX_U32) throw new RangeError(`user ${u}'s posts span too long`);
    first[u] = start + 1;
    duration[u] = seconds;
  }
  return { base, first, duration };
}

/**
 * The pairs smaller index first, sorted by that index and then the other (two stable counting
 * passes), with their weights; per user the count of pairs it starts, and per pair the gap from
 * the previous pair's other index in its row (from the row's own index for the first).
 */
function sortedPairs(given: ArrayLike<number>, givenWeights: ArrayLike<number>, n: number) {
  const m = givenWeights.length;
  const low = new Uint32Array(m);
  const high = new Uint32Array(m);
  for (let p = 0; p < m; p++) {
    const a = given[2 * p];
    const b = given[2 * p + 1];
    if (!(Number.isInteger(a) && Number.isInteger(b) && a >= 0 && a < n && b >= 0 && b < n))
      throw new RangeError(`pair ${p} (${a}, ${b}) names no user`);
    [low[p], high[p]] = a <= b ? [a, b] : [b, a];
  }
  const byHigh = countingOrder(high, n, null);
  const order = countingOrder(low, n, byHigh);
  const pairs = new Uint32Array(2 * m);
  const weights = new Float64Array(m);
  const rowCounts = new Uint32Array(n);
  const gaps = new Uint32Array(m);
  for (let i = 0; i < m; i++) {
    const p = order[i];
    const [a, b] = [low[p], high[p]];
    pairs[2 * i] = a;
    pairs[2 * i + 1] = b;
    weights[i] = givenWeights[p];
    gaps[i] = b - (i > 0 && pairs[2 * i - 2] === a ? pairs[2 * i - 1] : a);
    rowCounts[a]++;
  }
  return { pairs, weights, rowCounts, gaps };
}

/** Indexes of `keys` (each below n) in key order, ties in the order of `within` (or index order). */
function countingOrder(keys: Uint32Array, n: number, within: Uint32Array | null): Uint32Array {
  const starts = new Uint32Array(n + 1);
  for (const key of keys) starts[key + 1]++;
  for (let i = 1; i <= n; i++) starts[i] += starts[i - 1];
  const out = new Uint32Array(keys.length);
  for (let i = 0; i < keys.length; i++) {
    const p = within ? within[i] : i;
    out[starts[keys[p]]++] = p;
  }
  return out;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** float32 little-endian: the bytes as they are on every host Kizuna runs on, value by value elsewhere. */
function writeFloats(values: Float32Array, view: DataView, at: number): void {
  if (LITTLE_ENDIAN)
    new Uint8Array(view.buffer).set(new Uint8Array(values.buffer, values.byteOffset, 4 * values.length), at);
  else for (let i = 0; i < values.length; i++) view.setFloat32(at + 4 * i, values[i], true);
}

/** The strings as one run of UTF-8 and each one's length in UTF-16 units; a string not `kept` is empty. */
function utf8Strings(
  strings: readonly string[],
  kept: (u: number) => boolean,
): { lengths: Uint32Array; bytes: Uint8Array } {
  const lengths = new Uint32Array(strings.length);
  const parts = new Array<string>(strings.length);
  for (let u = 0; u < strings.length; u++) {
    parts[u] = kept(u) ? strings[u] : '';
    lengths[u] = parts[u].length;
  }
  return { lengths, bytes: new TextEncoder().encode(parts.join('')) };
}
