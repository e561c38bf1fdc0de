import { describe, expect, it } from '@jest/globals';
import type { GraphNode } from '@kizuna/http-api';
import { graphIndex } from './graph-index';

const node = (id: string, type: GraphNode['type'], cluster_id = 0): GraphNode => ({
  id,
  node_id: id,
  label: id,
  type,
  cluster_id,
  color: '#000000',
  original_color: '#000000',
  start_date: null,
  end_date: null,
  x: 0,
  y: 0,
  size: 1,
});
const edge = (source: string, target: string) => ({ id: `${source}-${target}`, source, target, weight: 1 });

describe('graphIndex', () => {
  it('parts communities from users, indexes users and edges, and offers degrees up to the largest', () => {
    const graph = {
      nodes: [
        node('c0', 'community', 0),
        node('a', 'node'),
        node('b', 'node'),
        node('c', 'node'),
        node('c1', 'community', 1),
      ],
      edges: [edge('a', 'b'), edge('a', 'c')],
      time_range_data: [],
      time_range_by_cluster: {},
      bucket: 'day' as const,
      text_only: false,
      users_total: 3,
      users_shown: 3,
      skipped_posts: { total: 0, reasons: [] },
    };
    const index = graphIndex(graph);
    expect(index.communities.map((n) => n.id)).toEqual(['c0', 'c1']);
    expect(index.users.map((n) => n.id)).toEqual(['a', 'b', 'c']);
    expect(index.nodesById.has('c0')).toBe(false);
    expect(index.edgesById.get('a-c')?.target).toBe('c');
    expect([...(index.neighbours.get('a') ?? [])]).toEqual(['b', 'c']);
    expect(index.degrees).toEqual([0, 1, 2]);
  });

  it('caps the degree choices at 50, and no graph yet gives empty lookups', () => {
    const hub = Array.from({ length: 60 }, (_, i) => edge('hub', `u${i}`));
    const graph = {
      nodes: [],
      edges: hub,
      time_range_data: [],
      time_range_by_cluster: {},
      bucket: 'day' as const,
      text_only: false,
      users_total: 0,
      users_shown: 0,
      skipped_posts: { total: 0, reasons: [] },
    };
    expect(graphIndex(graph).degrees).toHaveLength(51);
    const empty = graphIndex(undefined);
    expect(empty.users).toEqual([]);
    expect(empty.degrees).toEqual([0]);
  });
});
