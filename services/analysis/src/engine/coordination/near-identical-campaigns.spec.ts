import { describe, expect, it } from '@jest/globals';
import { buildNetwork } from '../network/build-network.js';
import { editedCampaigns } from '../test-support/edited-campaigns.js';
import { coordinationInputs } from './coordination-inputs.js';
import { findCoordination } from './find-coordination.js';
import { naiveCoordinatedAccounts } from './naive-pair-window.js';
import { DEFAULT_COORDINATION } from './coordination-settings.js';

/** Precision and recall of the flagged accounts against the planted ones. */
function score(flagged: Set<string>, planted: Set<string>): { precision: number; recall: number } {
  const hits = [...flagged].filter((a) => planted.has(a)).length;
  return { precision: flagged.size ? hits / flagged.size : 1, recall: hits / planted.size };
}

describe('planted campaigns of edited copies (ja and en)', () => {
  // Read as a run reads them: authors and retweets from the project's network.
  const week = (seed: number) =>
    editedCampaigns({
      seed,
      campaigns: 12,
      organicAccounts: 300,
      organicPosts: 15,
      popularTexts: 12,
      popularPosters: 30,
    });

  it.each([1, 2, 3])('finds every campaign at the default setting and nothing organic (seed %i)', (seed) => {
    const { posts, planted } = week(seed);
    const inputs = coordinationInputs(posts, buildNetwork(posts, ['retweet', 'reply', 'mention']));
    const found = findCoordination(inputs);
    const flagged = new Set(found.groups.flatMap((g) => g.members.map((m) => m.node_id)));
    const { precision, recall } = score(flagged, planted);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.95);
    // Found by near-identical texts: no two copies are equal, so equal texts alone find almost nothing.
    const equalOnly = findCoordination(inputs, { similarity_percent: 100 });
    expect(
      score(new Set(equalOnly.groups.flatMap((g) => g.members.map((m) => m.node_id))), planted).recall,
    ).toBeLessThan(0.5);
    // The evidence pairs texts side by side, with their similarity.
    const match = found.groups[0].near_matches[0];
    expect(match.source.text).not.toBe(match.target.text);
    expect(match.similarity).toBeGreaterThanOrEqual(0.8);
  });

  it('flags exactly the accounts of the rule computed naively (every pair of posts compared)', () => {
    const { posts } = editedCampaigns({
      seed: 4,
      campaigns: 8,
      organicAccounts: 150,
      organicPosts: 10,
      popularTexts: 8,
      popularPosters: 30,
    });
    const found = findCoordination(coordinationInputs(posts));
    const flagged = found.groups.flatMap((g) => g.members.map((m) => m.node_id)).sort();
    expect(flagged.length).toBeGreaterThan(30);
    expect(flagged).toEqual([...naiveCoordinatedAccounts(posts, DEFAULT_COORDINATION)].sort());
  });
});
