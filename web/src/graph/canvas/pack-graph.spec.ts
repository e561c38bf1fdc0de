import { describe, expect, it } from '@jest/globals';
import type { GraphNode } from '@kizuna/http-api';
import { moved, packGraph } from './pack-graph';

const node = (id: string, type: 'node' | 'community', extra: Partial<GraphNode> = {}): GraphNode => ({
  id,
  node_id: id,
  label: id,
  type,
  cluster_id: 1,
  color: '#1f77b4',
  original_color: '#1f77b4',
  start_date: null,
  end_date: null,
  x: 0,
  y: 0,
  size: 5,
  ...extra,
});

describe('packGraph', () => {
  // Two communities laid out on top of each other by the server, a user inside each.
  const nodes = [
    node('c1', 'community', { cluster_id: 1, x: 0, y: 0, size: 100 }),
    node('c2', 'community', { cluster_id: 2, x: 20, y: 0, size: 50 }),
    node('u1', 'node', { cluster_id: 1, x: 30, y: 10 }),
    node('u2', 'node', { cluster_id: 2, x: 40, y: -10 }),
  ];

  it('moves the circles apart and carries each user with its community', () => {
    const { nodes: packed, offsets } = packGraph(nodes);
    const [c1, c2, u1, u2] = packed;
    expect(Math.hypot(c1.x - c2.x, c1.y - c2.y)).toBeGreaterThanOrEqual(150);
    // The larger stays; the smaller one's user keeps its place relative to its circle.
    expect([c1.x, c1.y, u1.x, u1.y]).toEqual([0, 0, 30, 10]);
    expect(u2.x - c2.x).toBeCloseTo(20);
    expect(u2.y - c2.y).toBeCloseTo(-10);
    expect(offsets.get(2)!.dx).toBeCloseTo(c2.x - 20);
    // Nothing else about a node changes.
    expect({ ...u2, x: 0, y: 0 }).toEqual({ ...nodes[3], x: 0, y: 0 });
  });

  it('moves a point the locator found with its community, and leaves one without a community alone', () => {
    const { nodes: packed, offsets } = packGraph(nodes);
    const at = moved({ x: 40, y: -10, cluster_id: 2 }, offsets);
    expect(at.x).toBeCloseTo(packed[3].x);
    expect(moved({ x: 1, y: 2 }, offsets)).toEqual({ x: 1, y: 2 });
  });
});
