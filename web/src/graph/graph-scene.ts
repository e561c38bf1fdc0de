import type { GraphEdge, GraphNode, GraphPayload } from '@kizuna/http-api';
import { buildHitGrid, type HitGrid, type HitItems } from './hit-grid';

/** The drawn graph in typed arrays (users by index, edges by index), built once per graph. */
export interface GraphScene extends HitItems {
  users: GraphNode[];
  index: Map<string, number>;
  /** Edges whose two ends are drawn, in the order of `source`/`target`. */
  edges: GraphEdge[];
  communities: GraphNode[];
  grid: HitGrid;
}

export function buildScene(graph: GraphPayload): GraphScene {
  const users = graph.nodes.filter((n) => n.type === 'node');
  const communities = graph.nodes.filter((n) => n.type === 'community');
  const index = new Map(users.map((n, i) => [n.id, i]));
  const edges = graph.edges.filter((e) => index.has(e.source) && index.has(e.target));
  const items: HitItems = {
    x: Float32Array.from(users, (n) => n.x),
    y: Float32Array.from(users, (n) => n.y),
    r: Float32Array.from(users, (n) => Math.max(0, n.size)),
    source: Uint32Array.from(edges, (e) => index.get(e.source)!),
    target: Uint32Array.from(edges, (e) => index.get(e.target)!),
  };
  return { ...items, users, index, edges, communities, grid: buildHitGrid(items) };
}
