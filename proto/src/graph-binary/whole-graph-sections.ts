import { DEGREE_STORED, FRACTIONAL_WEIGHTS, WHOLE_GRAPH_HEADER_BYTES } from './whole-graph.js';

/** What the header says about the sections' sizes (docs/http-api.md, "The whole graph, binary"). */
export interface SectionSizes {
  userCount: number;
  pairCount: number;
  flags: number;
  /** Bytes per value of each planed column (0–4; byte-planes.ts). */
  widths: PlaneWidths;
  idBytes: number;
  labelBytes: number;
}

export interface PlaneWidths {
  community: number;
  degree: number;
  first: number;
  duration: number;
  rowCounts: number;
  gaps: number;
  weights: number;
  idLengths: number;
  labelLengths: number;
  labelCase: number;
}

/** The planed columns' widths, in the header's order from byte 76. */
export const PLANE_WIDTH_ORDER = [
  'community',
  'degree',
  'first',
  'duration',
  'rowCounts',
  'gaps',
  'weights',
  'idLengths',
  'labelLengths',
  'labelCase',
] as const satisfies ReadonlyArray<keyof PlaneWidths>;
/** Where the widths start in the header. */
export const PLANE_WIDTHS_AT = 76;

export type SectionName =
  | 'x'
  | 'y'
  | 'community'
  | 'degree'
  | 'pagerank'
  | 'first'
  | 'duration'
  | 'rowCounts'
  | 'gaps'
  | 'weights'
  | 'idLengths'
  | 'ids'
  | 'labelLengths'
  | 'labels'
  | 'labelCase';

/**
 * Where each section of an answer starts, in order, and the answer's length: the one place both
 * the writer and the reader (and the bench's per-section figures) take it from.
 */
export function wholeGraphSections(sizes: SectionSizes): {
  sections: Array<{ name: SectionName; start: number; bytes: number }>;
  total: number;
} {
  const { userCount: n, pairCount: m, flags, widths: w } = sizes;
  const lengths: Array<[SectionName, number]> = [
    ['x', 2 * n],
    ['y', 2 * n],
    ['community', w.community * n],
    ['degree', flags & DEGREE_STORED ? w.degree * n : 0],
    ['pagerank', 4 * n],
    ['first', w.first * n],
    ['duration', w.duration * n],
    ['rowCounts', w.rowCounts * n],
    ['gaps', w.gaps * m],
    ['weights', flags & FRACTIONAL_WEIGHTS ? 4 * m : w.weights * m],
    ['idLengths', w.idLengths * n],
    ['ids', sizes.idBytes],
    ['labelLengths', w.labelLengths * n],
    ['labels', sizes.labelBytes],
    ['labelCase', w.labelCase * n],
  ];
  let at = WHOLE_GRAPH_HEADER_BYTES;
  const sections = lengths.map(([name, bytes]) => {
    const section = { name, start: at, bytes };
    at += bytes;
    return section;
  });
  return { sections, total: at };
}
