import type { SeriesDocument, SeriesFlows } from '@kizuna/http-api';

/**
 * A series answer for component tests: March and April of one query. The ball and vote groups
 * merge, a cat group is born (ramenfan1 moves to it), the ramen group goes on and drops "broth"
 * for "udon". The vote group's name starts with "=", as a formula would.
 */
export function seriesFlowsAnswer(): SeriesFlows {
  const kw = (pairs: Array<[string, number]>) => pairs.map(([keyword, count]) => ({ keyword, count }));
  return {
    rule: { jaccard: 0.3, share: 0.2 },
    runs: [
      {
        process_id: 'r-mar',
        project_id: 'p-mar',
        project_name: 'March',
        k: 3,
        users: 27,
        first_post: Date.parse('2024-03-01T00:00:00Z'),
        last_post: Date.parse('2024-03-01T02:00:00Z'),
        skipped_users: 0,
        communities: [
          {
            cluster_id: 1,
            name: 'Ramen',
            color: '#e41a1c',
            size: 9,
            keywords: kw([
              ['ramen', 10],
              ['broth', 10],
            ]),
          },
          {
            cluster_id: 2,
            name: 'Ball',
            color: '#377eb8',
            size: 9,
            keywords: kw([
              ['baseball', 10],
              ['game', 5],
            ]),
          },
          {
            cluster_id: 3,
            name: '=Vote',
            color: '#4daf4a',
            size: 9,
            keywords: kw([
              ['vote', 10],
              ['policy', 5],
            ]),
          },
        ],
      },
      {
        process_id: 'r-apr',
        project_id: 'p-apr',
        project_name: 'April',
        k: 3,
        users: 37,
        first_post: Date.parse('2024-04-01T00:00:00Z'),
        last_post: Date.parse('2024-04-01T02:00:00Z'),
        skipped_users: 0,
        communities: [
          {
            cluster_id: 1,
            name: 'Ramen',
            color: '#e41a1c',
            size: 8,
            keywords: kw([
              ['ramen', 10],
              ['udon', 10],
            ]),
          },
          { cluster_id: 2, name: 'Ball and vote', color: '#377eb8', size: 19, keywords: kw([['baseball', 10]]) },
          { cluster_id: 3, name: 'Cats', color: '#984ea3', size: 10, keywords: kw([['cats', 10]]) },
        ],
      },
    ],
    steps: [
      {
        from_process_id: 'r-mar',
        to_process_id: 'r-apr',
        continuing: 27,
        moved: 1,
        flows: [
          { from_cluster_id: 1, to_cluster_id: 1, users: 8, jaccard: 8 / 9, share: 8 / 9, successor: true },
          { from_cluster_id: 1, to_cluster_id: 3, users: 1, jaccard: 1 / 18, share: 1 / 9, successor: false },
          { from_cluster_id: 2, to_cluster_id: 2, users: 9, jaccard: 9 / 19, share: 1, successor: true },
          { from_cluster_id: 3, to_cluster_id: 2, users: 9, jaccard: 9 / 19, share: 1, successor: true },
        ],
        arrived: [
          { to_cluster_id: 2, users: 1, top: [{ node_id: 'carol', label: 'Carol', posts: 4 }] },
          { to_cluster_id: 3, users: 9, top: [{ node_id: 'dan', label: 'Dan', posts: 12 }] },
        ],
        left: [],
        events: [
          { kind: 'continues', from: [1], to: [1], from_users: 9, to_users: 8 },
          { kind: 'merge', from: [2, 3], to: [2], from_users: 18, to_users: 19 },
          { kind: 'born', from: [], to: [3], from_users: 0, to_users: 10 },
        ],
      },
    ],
    tracks: [
      { name: 'Ramen', color: '#e41a1c', cluster_ids: [1, 1] },
      { name: 'Ball', color: '#377eb8', cluster_ids: [2, 2] },
      { name: '=Vote', color: '#4daf4a', cluster_ids: [3, null] },
      { name: 'Cats', color: '#984ea3', cluster_ids: [null, 3] },
    ],
  };
}

/** The saved series of the answer above. */
export function seriesDocument(extra: Partial<SeriesDocument> = {}): SeriesDocument {
  return {
    series_id: 's-1',
    name: 'Spring',
    creator_id: 'u-1',
    creator_name: 'staff',
    process_ids: ['r-mar', 'r-apr'],
    removed_runs: [],
    created_at: '2024-05-01T03:00:00.000Z',
    updated_at: '2024-05-01T03:00:00.000Z',
    ...extra,
  };
}
