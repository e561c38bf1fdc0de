import { placeCommunityLabels } from '../canvas/place-community-labels';
import type { ViewTransform } from './view-transform';

/** A community's name as a frame wrote it (CSS pixels), as today's canvas reports its labels. */
export interface CommunityName {
  /** The community's index (cluster_id - 1). */
  community: number;
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface CommunityNamePlacement {
  /** x, y per community in the library's square (`communityBundles`' centres; NaN: empty). */
  centres: Float64Array;
  /** Each community's name ('' or missing: none written). */
  names: readonly string[];
  transform: ViewTransform;
  width: number;
  height: number;
  fontSize: number;
  /** A name longer than this (pixels) is shortened with "…". */
  maxWidth: number;
  measure: (text: string) => number;
  /** Communities placed first (the largest), so that they keep their favoured spot. */
  order: readonly number[];
}

/**
 * The community names on the WebGL picture: each over its community's centre (its members' mean
 * position), tried just above, just below and on the centre, and left out where every spot
 * overlaps a name placed before (`placeCommunityLabels`, as today's canvas places them over its
 * discs). Communities whose centre is off screen carry no name.
 */
export function placeCommunityNames(p: CommunityNamePlacement): CommunityName[] {
  const { ax, bx, ay, by } = p.transform;
  const onScreen: number[] = [];
  for (const c of p.order) {
    const name = p.names[c];
    const [x, y] = [ax * p.centres[2 * c] + bx, ay * p.centres[2 * c + 1] + by];
    if (!name || !(x >= 0 && x <= p.width && y >= 0 && y <= p.height)) continue;
    onScreen.push(c);
  }
  const discs = onScreen.map((c) => ({
    x: ax * p.centres[2 * c] + bx,
    y: ay * p.centres[2 * c + 1] + by,
    // The name sits a little off the centre, so that the densest members stay in sight.
    r: p.fontSize / 2,
    label: p.names[c],
  }));
  // Larger discs first in `placeCommunityLabels`: here every disc is alike, so the given order holds.
  const placed = placeCommunityLabels(discs, p.fontSize, p.measure, p.maxWidth);
  const out: CommunityName[] = [];
  placed.forEach((label, i) => {
    if (!label.shown) return;
    out.push({
      community: onScreen[i],
      text: label.text,
      left: label.x - label.width / 2,
      top: label.y - label.height / 2,
      width: label.width,
      height: label.height,
    });
  });
  return out;
}
