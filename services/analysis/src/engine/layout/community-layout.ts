import { packCircles, type Circle } from './pack-circles.js';
import { placeMembers } from './place-members.js';

export interface CommunityLayoutInput {
  /** Members per community (all users, not only drawn ones). */
  sizes: readonly number[];
  /** Drawn users per community, most central first. */
  displayed: readonly number[][];
  /** Number of users overall (indexes of `displayed` are below it). */
  users: number;
}

export interface CommunityLayout {
  circles: Circle[];
  /** Position of each drawn user; NaN for users not drawn. */
  x: Float64Array;
  y: Float64Array;
}

/** Distance between neighbouring drawn users, in layout units. */
const SPACING = 30;
const PADDING = 30;
const GAP = 60;

/**
 * One circle per community with area proportional to its membership (radius ∝ √size, scaled by
 * the drawn share so drawn users sit at an even density whatever the cap), packed largest first;
 * drawn members are spread inside their circle, most central in the middle.
 */
export function layoutCommunities(input: CommunityLayoutInput): CommunityLayout {
  const { sizes, displayed, users } = input;
  const drawn = displayed.reduce((sum, list) => sum + list.length, 0);
  const share = users > 0 ? drawn / users : 1;
  const radii = sizes.map((size) => SPACING * Math.sqrt(Math.max(1, size * share)) + PADDING);
  const circles = packCircles(radii, GAP);
  const x = new Float64Array(users).fill(NaN);
  const y = new Float64Array(users).fill(NaN);
  displayed.forEach((list, c) => {
    const points = placeMembers(circles[c], circles[c].r - PADDING, list.length, c);
    list.forEach((u, i) => {
      x[u] = points[i].x;
      y[u] = points[i].y;
    });
  });
  return { circles, x, y };
}
