import type { NeighbourOffsets } from './neighbour-offsets';

/** A colour as WebGL takes it: red, green, blue in 0..1. */
export type Rgb = readonly [number, number, number];

/** How much of a user's colour is left where it is outside the time window (dimmed, still there). */
export const DIMMED_ALPHA = 0.12;
/** Users greyed by a selection: a light grey that keeps the picture's shape. */
export const GREY: Rgb = [0.8, 0.8, 0.8];
export const GREY_ALPHA = 0.55;

export interface LookInput {
  community: Uint8Array | Uint16Array;
  /** Colour per community index (a previewed colour already in place). */
  colours: readonly Rgb[];
  neighbours: NeighbourOffsets;
  selectedCommunity: number | null;
  selectedUser: number;
  /** Users kept coloured while the rest greys (bridges, a highlighted label); null for none. */
  emphasis: Uint8Array | null;
  /** 1 where the user is active in the time window; null: no window. */
  active: Uint8Array | null;
  degree: Uint32Array;
  minDegree: number;
}

export interface PointLooks {
  /** r, g, b, a per user, as `Graph.setPointColors` takes them. */
  colours: Float32Array;
  /** Users drawn (every user but those under the minimum degree). */
  drawn: number;
  /** Users drawn in their colour (not grey, not dimmed). */
  kept: number;
}

/**
 * Every user's colour for the selection and filters, in one pass over typed arrays: a selected
 * user keeps itself and its neighbours, a selected community its members, `emphasis` its users;
 * the rest greys. Outside the time window a user is dimmed (drawn faintly where it is, so the
 * picture keeps its places); under the minimum degree it is not drawn.
 */
export function pointLooks(input: LookInput, out?: Float32Array): PointLooks {
  const n = input.community.length;
  const colours = out && out.length === 4 * n ? out : new Float32Array(4 * n);
  let keepMask: Uint8Array | null = null;
  if (input.selectedUser >= 0) {
    keepMask = new Uint8Array(n);
    keepMask[input.selectedUser] = 1;
    const { offsets, other } = input.neighbours;
    for (let i = offsets[input.selectedUser]; i < offsets[input.selectedUser + 1]; i++) keepMask[other[i]] = 1;
  } else if (input.selectedCommunity === null && input.emphasis) keepMask = input.emphasis;
  let drawn = 0;
  let kept = 0;
  for (let u = 0; u < n; u++) {
    const c = input.community[u];
    const keep = keepMask ? keepMask[u] === 1 : input.selectedCommunity === null || c === input.selectedCommunity;
    const rgb = keep ? (input.colours[c] ?? GREY) : GREY;
    let alpha = keep ? 1 : GREY_ALPHA;
    if (input.active && input.active[u] === 0) alpha = DIMMED_ALPHA;
    if (input.degree[u] < input.minDegree) alpha = 0;
    else drawn++;
    if (alpha === 1) kept++;
    colours[4 * u] = rgb[0];
    colours[4 * u + 1] = rgb[1];
    colours[4 * u + 2] = rgb[2];
    colours[4 * u + 3] = alpha;
  }
  return { colours, drawn, kept };
}
