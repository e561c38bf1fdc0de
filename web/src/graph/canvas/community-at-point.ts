export interface CommunityCircle {
  cluster_id: number;
  x: number;
  y: number;
  /** Radius in graph coordinates. */
  size: number;
}

/**
 * The community whose circle contains a point of the graph (spec §4: clicking inside a community's
 * circle selects it). Where circles overlap, the one whose centre is relatively closest wins.
 */
export function communityAtPoint(circles: readonly CommunityCircle[], point: { x: number; y: number }): number | null {
  let best: number | null = null;
  let bestRatio = Infinity;
  for (const c of circles) {
    if (!(c.size > 0)) continue;
    const ratio = Math.hypot(point.x - c.x, point.y - c.y) / c.size;
    if (ratio <= 1 && ratio < bestRatio) {
      best = c.cluster_id;
      bestRatio = ratio;
    }
  }
  return best;
}
