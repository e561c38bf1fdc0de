import type { GraphEdge, GraphNode, GraphPayload } from '@kizuna/http-api';
import { neighbourIndex } from '../canvas/neighbour-index';

/** The most the minimum-degree filter offers: beyond it the choice is noise. */
const DEGREE_CHOICES_MAX = 50;

export interface GraphIndex {
  communities: GraphNode[];
  users: GraphNode[];
  nodesById: Map<string, GraphNode>;
  edgesById: Map<string, GraphEdge>;
  neighbours: Map<string, Set<string>>;
  /** The minimum degrees to offer: 0 up to the largest degree (at most 50). */
  degrees: number[];
}

/** A run's graph looked up the ways the results screen needs, built once per graph (no graph: all empty). */
export function graphIndex(graph: GraphPayload | undefined): GraphIndex {
  const nodes = graph?.nodes ?? [];
  const edges = graph?.edges ?? [];
  const users = nodes.filter((n) => n.type === 'node');
  const neighbours = neighbourIndex(edges);
  let max = 0;
  for (const set of neighbours.values()) max = Math.max(max, set.size);
  return {
    communities: nodes.filter((n) => n.type === 'community'),
    users,
    nodesById: new Map(users.map((n) => [n.id, n])),
    edgesById: new Map(edges.map((e) => [e.id, e])),
    neighbours,
    degrees: Array.from({ length: Math.min(max, DEGREE_CHOICES_MAX) + 1 }, (_, d) => d),
  };
}
