import type { Coordination } from '@kizuna/http-api';

/** A coordination answer for component tests: one group of three (bot_a, bot_b in community 1, bot_c in 2), or none. */
export function coordinationAnswer(groups: 0 | 1 = 1): Coordination {
  const member = (node_id: string, cluster: number, co_actions: number) => ({
    node_id,
    posts: 4,
    co_actions,
    share: co_actions / 4,
    cluster_ids: [cluster],
  });
  return {
    settings: { window_seconds: 30, post_window_seconds: 60, min_repetitions: 3, similarity_percent: 80 },
    groups:
      groups === 0
        ? []
        : [
            {
              group_id: 1,
              members: [member('bot_a', 1, 3), member('bot_b', 1, 4), member('bot_c', 2, 4)],
              pairs: [
                {
                  source: 'bot_a',
                  target: 'bot_b',
                  co_retweets: 4,
                  co_posts: 0,
                  near_identical_posts: 0,
                  median_gap_seconds: 7,
                },
              ],
              pairs_total: 1,
              evidence: [],
              evidence_total: 4,
              near_matches: [],
              near_matches_total: 0,
              co_action_share: 0.92,
            },
          ],
    accounts: groups === 0 ? 0 : 3,
    actions: 120,
    capped_items: 0,
  };
}
