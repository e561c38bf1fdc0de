import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { analyze } from './analyze.js';
import { randomNetworkPosts, TEXT_KINDS, type RandomNetworkShape } from './test-support/random-network-posts.js';
import { AnalysisError, AnalysisErrorCode } from './types.js';

const shapes: fc.Arbitrary<RandomNetworkShape & { k: number }> = fc.record({
  users: fc.integer({ min: 20, max: 2_000 }),
  components: fc.integer({ min: 1, max: 6 }),
  dense: fc.boolean(),
  silentShare: fc.constantFrom(0, 0.05, 0.3),
  groups: fc.integer({ min: 2, max: 12 }),
  text: fc.constantFrom(...TEXT_KINDS),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  k: fc.integer({ min: 2, max: 12 }),
});

/**
 * Where a community used to end empty: k above the groups the users write about, so the splits
 * that make k cut off a few users whose writing (trusted, being their group's) pulled them all
 * back to where their group is.
 */
const beyondGroups: fc.Arbitrary<RandomNetworkShape & { k: number }> = fc.record({
  users: fc.integer({ min: 20, max: 300 }),
  components: fc.integer({ min: 1, max: 3 }),
  dense: fc.boolean(),
  silentShare: fc.constantFrom(0, 0.05),
  groups: fc.integer({ min: 2, max: 4 }),
  text: fc.constantFrom('informative' as const, 'unrelated' as const),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  k: fc.integer({ min: 5, max: 12 }),
});

/** Runs the engine on the shape and checks its k communities: all there, each with users, everyone in one. */
function expectExactlyKWithUsers(shape: RandomNetworkShape & { k: number }): void {
  const { posts, terms } = randomNetworkPosts(shape);
  const result = analyze(posts, terms, { k: shape.k, seed: 42, relations: ['retweet'], displayCap: 2_000 });
  expect(result.communities).toHaveLength(shape.k);
  const counted = new Array<number>(shape.k + 1).fill(0);
  for (const user of Object.values(result.users)) counted[user.cluster_id]++;
  result.communities.forEach((community, c) => {
    expect(community.cluster_id).toBe(c + 1);
    expect(community.size).toBeGreaterThanOrEqual(1);
    expect(counted[c + 1]).toBe(community.size);
  });
  expect(counted.reduce((a, b) => a + b, 0)).toBe(result.summary.users);
}

describe('exactly k communities, each with users, on any network and any text', () => {
  it('holds for random networks (20–2,000 users, sparse and dense, several parts) × k = 2…12 × text kinds', () => {
    fc.assert(fc.property(shapes, expectExactlyKWithUsers), { numRuns: 30 });
  });

  it('holds when k is above the groups the users write about', () => {
    fc.assert(fc.property(beyondGroups, expectExactlyKWithUsers), { numRuns: 60 });
  });

  it('refuses with too_few_users when the network has fewer users than k', () => {
    const { posts, terms } = randomNetworkPosts({
      users: 20,
      components: 1,
      dense: true,
      silentShare: 0,
      groups: 2,
      text: 'informative',
      seed: 1,
    });
    const few = posts.filter((p) => ['u0', 'u1', 'u2'].includes(p.author) && !p.text.startsWith('RT'));
    expect(() =>
      analyze(
        few,
        few.map((p) => terms[p.row]),
        { k: 4, seed: 42, relations: ['retweet'], displayCap: 2_000 },
      ),
    ).toThrow(expect.objectContaining({ code: AnalysisErrorCode.TooFewUsers }) as unknown as AnalysisError);
  });
});
