import { describe, expect, it } from '@jest/globals';
import { SERIES_TOP_ACCOUNTS } from '@kizuna/proto/rules';
import { matchSeries } from '../../engine/series/index.js';
import { mostActive } from './series-answer.js';
import { moveRows, movesPage } from './series-moves.js';
import type { SeriesRunData } from './series-run-users.js';

const run = (labels: string[], community: number[], posts: number[], k: number): SeriesRunData => ({
  k,
  labels,
  ids: labels.map((l) => l.toLowerCase()),
  community: Int32Array.from(community),
  posts: Int32Array.from(posts),
  firstPost: null,
  lastPost: null,
});

describe('series answers', () => {
  it('lists the most active accounts first, the name first on a tie, at most the top count', () => {
    const n = SERIES_TOP_ACCOUNTS + 5;
    const labels = Array.from({ length: n }, (_, i) => `User${String(i).padStart(2, '0')}`);
    const posts = labels.map((_, i) => (i % 3) * 10 + (i === 7 ? 100 : 0));
    const r = run(labels, new Array<number>(n).fill(0), posts, 1);
    const top = mostActive(r, Int32Array.from(labels.keys()));
    expect(top).toHaveLength(SERIES_TOP_ACCOUNTS);
    expect(top[0]).toEqual({ node_id: 'user07', label: 'User07', posts: 110 });
    const expected = [...labels.keys()]
      .sort((a, b) => posts[b] - posts[a] || a - b)
      .slice(0, SERIES_TOP_ACCOUNTS)
      .map((u) => labels[u]);
    expect(top.map((a) => a.label)).toEqual(expected);
  });

  it('pages the moved users, searched by name and sorted with the name breaking ties', () => {
    // ann, bob and cy leave community 0 (which goes on as 0) for community 1, no successor of it.
    const earlier = run(
      ['Ann', 'Bob', 'Cy', 'd1', 'd2', 'd3', 'd4', 'd5', 'e1', 'e2'],
      [0, 0, 0, 0, 0, 0, 0, 0, 1, 1],
      [5, 1, 5, 1, 1, 1, 1, 1, 1, 1],
      2,
    );
    const later = run(
      ['cy', 'bob', 'ann', 'd1', 'd2', 'd3', 'd4', 'd5', 'e1', 'e2'],
      [1, 1, 1, 0, 0, 0, 0, 0, 2, 2],
      [2, 3, 4, 1, 1, 1, 1, 1, 1, 1],
      3,
    );
    const { steps } = matchSeries([earlier, later], { jaccard: 0.5, share: 0.4 });
    const rows = moveRows(steps[0], earlier, later);
    expect(rows.map((m) => m.node_id).sort()).toEqual(['ann', 'bob', 'cy']);
    expect(rows.find((m) => m.node_id === 'ann')).toEqual({
      node_id: 'ann',
      label: 'Ann',
      from_cluster_id: 1,
      to_cluster_id: 2,
      from_posts: 5,
      to_posts: 4,
    });
    const byPosts = movesPage(rows, '', 'from_posts', true, 0, 2);
    expect(byPosts).toEqual({
      moves: [expect.objectContaining({ node_id: 'ann' }), expect.objectContaining({ node_id: 'cy' })],
      total: 3,
    });
    expect(movesPage(rows, '', 'from_posts', true, 1, 2).moves.map((m) => m.node_id)).toEqual(['bob']);
    expect(movesPage(rows, 'B', 'name', false, 0, 10).moves.map((m) => m.node_id)).toEqual(['bob']);
    expect(movesPage(rows, '', 'to_posts', false, 0, 10).moves.map((m) => m.to_posts)).toEqual([2, 3, 4]);
  });
});
