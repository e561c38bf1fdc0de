import { communityColor } from '../colors/community-colors.js';
import type { CommunityLayout } from '../layout/community-layout.js';
import type { UserNetwork } from '../network/build-network.js';
import type { UserMetrics } from '../network/user-metrics.js';
import type { GraphEdge, GraphNode } from '../types.js';
import { round2, nanToNull } from './numbers.js';

/**
 * Display nodes: one circle per community (id `community:<n>`, node_id `c<n>`; user ids are
 * lowercased screen names, which never contain ':'), then the drawn users at their positions.
 */
export function graphNodes(
  network: UserNetwork,
  metrics: UserMetrics,
  assignment: Int32Array,
  displayed: number[][],
  layout: CommunityLayout,
  names: string[],
): GraphNode[] {
  const nodes: GraphNode[] = [];
  let maxRank = 0;
  for (const r of metrics.pagerank) if (r > maxRank) maxRank = r;
  layout.circles.forEach((circle, c) => {
    const color = communityColor(c + 1);
    nodes.push({
      id: `community:${c + 1}`,
      node_id: `c${c + 1}`,
      label: names[c],
      type: 'community',
      cluster_id: c + 1,
      color,
      original_color: color,
      start_date: null,
      end_date: null,
      x: round2(circle.x),
      y: round2(circle.y),
      size: round2(circle.r),
    });
  });
  for (const list of displayed) {
    for (const u of list) {
      const color = communityColor(assignment[u] + 1);
      nodes.push({
        id: network.names[u],
        node_id: network.names[u],
        label: network.labels[u],
        type: 'node',
        cluster_id: assignment[u] + 1,
        color,
        original_color: color,
        start_date: nanToNull(metrics.firstTime[u]),
        end_date: nanToNull(metrics.lastTime[u]),
        x: round2(layout.x[u]),
        y: round2(layout.y[u]),
        // Drawn size grows with the square root of PageRank: hubs stand out without hiding others.
        size: round2(5 + 25 * Math.sqrt(maxRank > 0 ? metrics.pagerank[u] / maxRank : 0)),
      });
    }
  }
  return nodes;
}

/** Directed edges of the selected relations among drawn users; weight = number of relations. */
export function graphEdges(network: UserNetwork, displayed: number[][]): GraphEdge[] {
  const shown = new Uint8Array(network.names.length);
  for (const list of displayed) for (const u of list) shown[u] = 1;
  const { offsets, targets, weights } = network.graph;
  const edges: GraphEdge[] = [];
  for (let u = 0; u < shown.length; u++) {
    if (!shown[u]) continue;
    for (let p = offsets[u]; p < offsets[u + 1]; p++) {
      const v = targets[p];
      if (shown[v])
        edges.push({
          id: `e${edges.length + 1}`,
          source: network.names[u],
          target: network.names[v],
          weight: weights[p],
        });
    }
  }
  return edges;
}
