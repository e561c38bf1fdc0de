import { WHOLE_GRAPH_HEADER_BYTES, WHOLE_GRAPH_MAGIC, WHOLE_GRAPH_VERSION, WIDE_COMMUNITIES } from './whole-graph.js';
import {
  PLANE_WIDTH_ORDER,
  PLANE_WIDTHS_AT,
  wholeGraphSections,
  type PlaneWidths,
  type SectionName,
} from './whole-graph-sections.js';

/** An answer's header as read, with where each section is. */
export interface WholeGraphHeader {
  userCount: number;
  pairCount: number;
  communityCount: number;
  flags: number;
  /** ms since the epoch, whole seconds: the times count from it. */
  timeBase: number;
  /** The positions' grid: x = xMin + step × xStep, the same for y. */
  xMin: number;
  yMin: number;
  xStep: number;
  yStep: number;
  widths: PlaneWidths;
  sections: Record<SectionName, { start: number; bytes: number }>;
}

/**
 * Reads and checks the header of an answer (decompressed): throws on another format or version,
 * on a column wider than it can be, or on bytes of another length than the sections make.
 */
export function readWholeGraphHeader(bytes: Uint8Array): WholeGraphHeader {
  if (bytes.length < WHOLE_GRAPH_HEADER_BYTES) throw new RangeError('whole graph: too short for its header');
  for (let i = 0; i < 4; i++)
    if (bytes[i] !== WHOLE_GRAPH_MAGIC.charCodeAt(i)) throw new RangeError('whole graph: not a whole-graph answer');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(4, true);
  if (version !== WHOLE_GRAPH_VERSION)
    throw new RangeError(`whole graph: version ${version}, this reader knows ${WHOLE_GRAPH_VERSION}`);
  const flags = view.getUint32(20, true);
  const widths = Object.fromEntries(
    PLANE_WIDTH_ORDER.map((column, i) => [column, bytes[PLANE_WIDTHS_AT + i]]),
  ) as unknown as PlaneWidths;
  if (Object.values(widths).some((w) => w > 4)) throw new RangeError('whole graph: a column wider than 4 bytes');
  if (widths.community > (flags & WIDE_COMMUNITIES ? 2 : 1))
    throw new RangeError('whole graph: community column too wide');
  const userCount = view.getUint32(8, true);
  const pairCount = view.getUint32(12, true);
  const { sections, total } = wholeGraphSections({
    userCount,
    pairCount,
    flags,
    widths,
    idBytes: view.getUint32(64, true),
    labelBytes: view.getUint32(68, true),
  });
  const said = view.getUint32(72, true);
  if (bytes.length !== total || said !== total)
    throw new RangeError(`whole graph: ${bytes.length} bytes, the header says ${said} and its sections ${total}`);
  return {
    userCount,
    pairCount,
    communityCount: view.getUint32(16, true),
    flags,
    timeBase: view.getFloat64(24, true),
    xMin: view.getFloat64(32, true),
    yMin: view.getFloat64(40, true),
    xStep: view.getFloat64(48, true),
    yStep: view.getFloat64(56, true),
    widths,
    sections: Object.fromEntries(sections.map(({ name, start, bytes }) => [name, { start, bytes }])) as Record<
      SectionName,
      { start: number; bytes: number }
    >,
  };
}
