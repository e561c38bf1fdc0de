import { describe, expect, it } from '@jest/globals';
import type { GraphNode } from '@kizuna/http-api';
import { graphSvg } from './graph-svg';

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

describe('graphSvg', () => {
  const nodes = [
    node('community:1', 'community', { label: 'A & <B>', size: 100 }),
    node('a', 'node', { x: 10 }),
    node('b', 'node', { x: -10 }),
    node('c', 'node', { y: 20 }),
  ];
  const edges = [
    { id: 'e1', source: 'a', target: 'b', weight: 1 },
    { id: 'e2', source: 'a', target: 'c', weight: 1 },
  ];
  it('draws circles, names (escaped), visible edges and users, greyed ones grey', () => {
    const svg = graphSvg(nodes, edges, { hidden: (id) => id === 'c', greyed: (id) => id === 'b' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('A &amp; &lt;B&gt;');
    expect(svg.match(/<line /g)).toHaveLength(1);
    expect(svg.match(/<title>/g)).toHaveLength(2);
    expect(svg).toContain('fill="#d5d5d5"><title>b</title>');
    expect(svg.trim().endsWith('</svg>')).toBe(true);
  });

  it('rings the outlined users that are shown, dark or light as they are coloured or grey', () => {
    const svg = graphSvg(nodes, edges, {
      hidden: (id) => id === 'c',
      greyed: (id) => id === 'b',
      ringed: (id) => id !== 'community:1',
    });
    const rings = svg.match(/<circle [^>]*fill="none"[^>]*\/>/g) ?? [];
    expect(rings).toHaveLength(2);
    expect(rings[0]).toContain('cx="10" cy="0" r="8" fill="none" stroke="#111111"');
    expect(rings[1]).toContain('stroke="#a8a8a8"');
    expect(graphSvg(nodes, edges, { hidden: () => false, greyed: () => false })).not.toContain('fill="none"');
  });
});
