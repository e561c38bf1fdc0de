import type { GraphNode } from '@kizuna/http-api';
import { packDiscs } from './pack-discs';

export interface PackedGraph {
  /** The nodes with communities moved apart and each user moved with its community. */
  nodes: GraphNode[];
  /** How far each community (by cluster_id) moved, to place a user who is not drawn. */
  offsets: Map<number, { dx: number; dy: number }>;
}

/** Room between two community circles, as a share of the mean radius. */
const GAP_SHARE = 0.3;

/**
 * The server lays communities out independently, so their circles can overlap: moves them apart
 * (circle packing from their sizes) and carries each community's users along, so that a user keeps
 * its place inside its circle. `aspect`: the pane's width / height (see `packDiscs`).
 */
export function packGraph(nodes: readonly GraphNode[], aspect = 1): PackedGraph {
  const communities = nodes.filter((n) => n.type === 'community');
  const mean = communities.reduce((sum, c) => sum + Math.max(0, c.size), 0) / Math.max(1, communities.length);
  const packed = packDiscs(
    communities.map((c) => ({ x: c.x, y: c.y, r: Math.max(0, c.size) })),
    mean * GAP_SHARE,
    aspect,
  );
  const offsets = new Map(communities.map((c, i) => [c.cluster_id, { dx: packed[i].x - c.x, dy: packed[i].y - c.y }]));
  return { nodes: nodes.map((n) => moved(n, offsets)), offsets };
}

/** A point (a node, or a user the locator found) moved with its community. */
export function moved<T extends { x: number; y: number; cluster_id?: number }>(
  point: T,
  offsets: PackedGraph['offsets'],
): T {
  const by = point.cluster_id === undefined ? undefined : offsets.get(point.cluster_id);
  return by && (by.dx !== 0 || by.dy !== 0) ? { ...point, x: point.x + by.dx, y: point.y + by.dy } : point;
}
