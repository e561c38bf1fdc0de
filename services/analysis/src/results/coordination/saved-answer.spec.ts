import { describe, expect, it } from '@jest/globals';
import { listsLimited, type SavedResult } from './saved-answer.js';

/** As format 1 saved them: no similarity_percent (equal texts only). */
const SETTINGS = { window_seconds: 30, post_window_seconds: 60, min_repetitions: 3 };

/** A group as answers were saved before their lists were limited: every pair and every co-action. */
function savedBeforeLimits(pairs: number, actions: number): SavedResult {
  return {
    settings: SETTINGS,
    accounts: actions,
    actions: actions * 2,
    capped_items: 0,
    groups: [
      {
        group_id: 1,
        members: [],
        pairs: Array.from({ length: pairs }, (_, i) => ({
          source: `a${i}`,
          target: `b${i}`,
          co_retweets: pairs - i,
          co_posts: 0,
          median_gap_seconds: 3,
        })),
        evidence: [
          {
            kind: 'retweet',
            text: 'RT @brand: news',
            actions: Array.from({ length: actions }, (_, i) => ({ node_id: `u${i}`, time: i * 1000, row: i + 2 })),
          },
        ],
        evidence_total: 1,
        co_action_share: 1,
      },
    ],
  };
}

describe('listsLimited', () => {
  it('reads an answer of format 1 as one at 100 %, with no near-identical matches', () => {
    const answer = listsLimited(savedBeforeLimits(2, 3));
    expect(answer.settings.similarity_percent).toBe(100);
    expect(answer.groups[0]).toMatchObject({ near_matches: [], near_matches_total: 0 });
    expect(answer.groups[0].pairs.map((p) => p.near_identical_posts)).toEqual([0, 0]);
  });

  it('cuts a saved answer to the lists an answer lists now, and counts what was cut', () => {
    const [group] = listsLimited(savedBeforeLimits(150, 40)).groups;
    expect(group.pairs_total).toBe(150);
    expect(group.pairs.map((p) => p.source)).toEqual(Array.from({ length: 100 }, (_, i) => `a${i}`));
    expect(group.evidence[0].actions_total).toBe(40);
    expect(group.evidence[0].actions.map((a) => a.node_id)).toEqual(Array.from({ length: 20 }, (_, i) => `u${i}`));
  });

  it('keeps an answer saved with its totals as it is', () => {
    const saved = savedBeforeLimits(3, 4);
    saved.groups[0].pairs_total = 3;
    saved.groups[0].evidence[0].actions_total = 9;
    const [group] = listsLimited(saved).groups;
    expect(group.pairs).toHaveLength(3);
    expect(group.pairs_total).toBe(3);
    expect(group.evidence[0].actions).toHaveLength(4);
    expect(group.evidence[0].actions_total).toBe(9);
  });
});
