import { describe, expect, it } from '@jest/globals';
import type { GraphNode } from '@kizuna/http-api';
import { graphIndex } from '../data/graph-index';
import { initialSelection } from '../state/selection-reducer';
import { snapshotSvg } from './snapshot-svg';

const node = (id: string, type: GraphNode['type'], cluster_id: number, x: number): GraphNode => ({
  id,
  node_id: id,
  label: id,
  type,
  cluster_id,
  color: cluster_id === 1 ? '#1f77b4' : '#ff7f0e',
  original_color: '#000000',
  start_date: null,
  end_date: null,
  x,
  y: 0,
  size: type === 'community' ? 50 : 3,
});
const GRAPH = {
  nodes: [
    node('c1', 'community', 1, 0),
    node('c2', 'community', 2, 200),
    node('a', 'node', 1, 0),
    node('b', 'node', 1, 10),
    node('z', 'node', 2, 200),
  ],
  edges: [{ id: 'a-z', source: 'a', target: 'z', weight: 1 }],
  time_range_data: [],
  time_range_by_cluster: {},
  bucket: 'day' as const,
  text_only: false,
  users_total: 3,
  users_shown: 3,
  skipped_posts: { total: 0, reasons: [] },
};
const index = graphIndex(GRAPH);
const users = (svg: string) =>
  [...svg.matchAll(/fill="([^"]+)"><title>([^<]+)<\/title>/g)].map((m) => `${m[2]} ${m[1]}`);

describe('snapshotSvg', () => {
  it('greys the users outside the selected community and leaves out the ones the filters hide', () => {
    const selected = { ...initialSelection, communityId: 1 };
    const svg = snapshotSvg(GRAPH, index, selected, (id) => id !== 'b', null, 1);
    expect(users(svg)).toEqual(['a #1f77b4', 'z #d5d5d5']);
    expect(svg.match(/<line /g)).toHaveLength(1);
  });

  it('draws everyone in their colors without a selection, and only the emphasised ones lit with the bridges', () => {
    expect(users(snapshotSvg(GRAPH, index, initialSelection, () => true, null, 1))).toEqual([
      'a #1f77b4',
      'b #1f77b4',
      'z #ff7f0e',
    ]);
    expect(users(snapshotSvg(GRAPH, index, initialSelection, () => true, new Set(['z']), 1))).toEqual([
      'a #d5d5d5',
      'b #d5d5d5',
      'z #ff7f0e',
    ]);
  });
});
