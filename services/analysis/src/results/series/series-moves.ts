import type { SeriesMove } from '@kizuna/http-api';
import { SERIES_MOVE_SORTS } from '@kizuna/http-api';
import type { SeriesStepResult } from '../../engine/series/index.js';
import type { SeriesRunData } from './series-run-users.js';

export type SeriesMoveSort = (typeof SERIES_MOVE_SORTS)[number];

/** One step's moved users as rows (cluster ids 1-based), in the earlier run's user order. */
export function moveRows(step: SeriesStepResult, earlier: SeriesRunData, later: SeriesRunData): SeriesMove[] {
  const rows: SeriesMove[] = [];
  for (let i = 0; i < step.moves.length; i += 2) {
    const u = step.moves[i];
    const v = step.moves[i + 1];
    rows.push({
      node_id: earlier.ids[u],
      label: earlier.labels[u],
      from_cluster_id: earlier.community[u] + 1,
      to_cluster_id: later.community[v] + 1,
      from_posts: earlier.posts[u],
      to_posts: later.posts[v],
    });
  }
  return rows;
}

const KEYS: Record<SeriesMoveSort, (m: SeriesMove) => number | string> = {
  name: (m) => m.node_id,
  from_posts: (m) => m.from_posts,
  to_posts: (m) => m.to_posts,
  from_cluster: (m) => m.from_cluster_id,
  to_cluster: (m) => m.to_cluster_id,
};

/** The rows whose account name contains the query (case-insensitive), sorted (the name breaks ties), one page. */
export function movesPage(
  rows: readonly SeriesMove[],
  query: string,
  sort: string,
  descending: boolean,
  page: number,
  size: number,
): { moves: SeriesMove[]; total: number } {
  const needle = query.trim().toLowerCase();
  const found =
    needle === ''
      ? [...rows]
      : rows.filter((m) => m.node_id.includes(needle) || m.label.toLowerCase().includes(needle));
  const key = KEYS[(SERIES_MOVE_SORTS as readonly string[]).includes(sort) ? (sort as SeriesMoveSort) : 'from_posts'];
  const sign = descending ? -1 : 1;
  found.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x !== y) return (x < y ? -1 : 1) * sign;
    return a.node_id < b.node_id ? -1 : a.node_id > b.node_id ? 1 : 0;
  });
  const from = Math.max(0, page) * size;
  return { moves: found.slice(from, from + size), total: found.length };
}
