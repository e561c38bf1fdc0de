import type { GraphEdge, GraphNode, GraphPayload } from '@kizuna/http-api';
import { buildHitGrid, type HitGrid, type HitItems } from './hit-grid';
import { packGraph, type PackedGraph } from './pack-graph';

/** The drawn graph in typed arrays (users by index, edges by index), built once per graph. */
export interface GraphScene extends HitItems {
  /** Users at their drawn positions (moved with their community, see `packGraph`). */
  users: GraphNode[];
  index: Map<string, number>;
  /** Edges whose two ends are drawn, in the order of `source`/`target`. */
  edges: GraphEdge[];
  /** 1 for an edge between two communities (drawn faint, so that communities stand out). */
  crossing: Uint8Array;
  /** Community circles moved apart so that none overlaps another. */
  communities: GraphNode[];
  offsets: PackedGraph['offsets'];
  grid: HitGrid;
}

/** `aspect`: the pane's width / height, which the community circles are packed to fill. */
export function buildScene(graph: GraphPayload, aspect = 1): GraphScene {
  const { nodes, offsets } = packGraph(graph.nodes, aspect);
  const users = nodes.filter((n) => n.type === 'node');
  const communities = nodes.filter((n) => n.type === 'community');
  const index = new Map(users.map((n, i) => [n.id, i]));
  const edges = graph.edges.filter((e) => index.has(e.source) && index.has(e.target));
  const items: HitItems = {
    x: Float32Array.from(users, (n) => n.x),
    y: Float32Array.from(users, (n) => n.y),
    r: Float32Array.from(users, (n) => Math.max(0, n.size)),
    source: Uint32Array.from(edges, (e) => index.get(e.source)!),
    target: Uint32Array.from(edges, (e) => index.get(e.target)!),
  };
  const crossing = Uint8Array.from(edges, (_, e) =>
    users[items.source[e]].cluster_id !== users[items.target[e]].cluster_id ? 1 : 0,
  );
  return { ...items, users, index, edges, crossing, communities, offsets, grid: buildHitGrid(items) };
}
