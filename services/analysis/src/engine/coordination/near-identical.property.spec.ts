import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CoordinationPosts } from '../test-support/coordination-posts.js';
import { EDITS, EN_TEXTS, JA_TEXTS, editedCopy, type Edit } from '../test-support/edited-copies.js';
import { coordinationInputs } from './coordination-inputs.js';
import { findCoordination } from './find-coordination.js';
import { naiveCoordinatedAccounts, naiveCoordinatedPairs } from './naive-pair-window.js';
import type { CoordinationResult } from './coordination-result.js';
import { decodeCoordinationInputs, encodeCoordinationInputs } from '../../results/coordination/coordination-codec.js';

/**
 * Random small projects of edited copies (ja, en or both) and retweets: few accounts and texts,
 * so that near-identical posts meet by chance and often; at most 33 posts, so the bound on a
 * shingle's list (32 back) never cuts and the engine must equal the unbounded rule.
 */
const post = (texts: readonly string[]) =>
  fc.record({
    user: fc.integer({ min: 0, max: 4 }),
    base: fc.integer({ min: 0, max: texts.length - 1 }),
    edits: fc.subarray<Edit>([...EDITS], { maxLength: 2 }),
    variant: fc.integer({ min: 0, max: 20 }),
    retweet: fc.integer({ min: 0, max: 3 }).map((x) => x === 0),
    seconds: fc.integer({ min: 0, max: 150 }),
  });
const languages = fc.constantFrom(
  [...JA_TEXTS.slice(0, 3)],
  [...EN_TEXTS.slice(0, 3)],
  [...JA_TEXTS.slice(0, 2), ...EN_TEXTS.slice(0, 2)],
);
const project = languages.chain((texts) =>
  fc.array(post(texts), { minLength: 12, maxLength: 33 }).map((list) => ({ texts, list })),
);
const settings = fc.record({
  window_seconds: fc.integer({ min: 1, max: 120 }),
  post_window_seconds: fc.integer({ min: 1, max: 120 }),
  min_repetitions: fc.integer({ min: 2, max: 4 }),
  similarity_percent: fc.integer({ min: 50, max: 100 }),
});

type Project = {
  texts: readonly string[];
  list: { user: number; base: number; edits: Edit[]; variant: number; retweet: boolean; seconds: number }[];
};

function postsOf({ texts, list }: Project) {
  const data = new CoordinationPosts();
  for (const p of list)
    if (p.retweet) data.retweet(`u${p.user}`, 'origin', texts[p.base], p.seconds);
    else data.post(`u${p.user}`, editedCopy(texts[p.base], p.edits, p.variant), p.seconds);
  return data.posts;
}

const flagged = (r: CoordinationResult) => r.groups.flatMap((g) => g.members.map((m) => m.node_id)).sort();

describe('near-identical posts: the engine against the naive rule', () => {
  it('flags exactly the accounts the naive rule flags, in ja, en and both', () => {
    let nearOnly = 0;
    fc.assert(
      fc.property(project, settings, (p, asked) => {
        const posts = postsOf(p);
        const found = findCoordination(coordinationInputs(posts), asked);
        expect(found.capped_items).toBe(0);
        const naive = naiveCoordinatedAccounts(posts, found.settings);
        expect(flagged(found)).toEqual([...naive].sort());
        if (naive.size > naiveCoordinatedAccounts(posts, { ...found.settings, similarity_percent: 100 }).size)
          nearOnly++;
      }),
      { numRuns: 400 },
    );
    // The projects must often flag accounts only near-identical texts pair, or this checks little.
    expect(nearOnly).toBeGreaterThan(40);
  });

  it("gives each pair the naive rule's co-retweets, co-posts and near-identical co-posts", () => {
    fc.assert(
      fc.property(project, settings, (p, asked) => {
        const posts = postsOf(p);
        const found = findCoordination(coordinationInputs(posts), asked);
        const pairs = found.groups
          .flatMap((g) => g.pairs)
          .map((q) => [[q.source, q.target].sort().join(' '), q.co_retweets, q.co_posts, q.near_identical_posts])
          .sort();
        const naive = [...naiveCoordinatedPairs(posts, found.settings)]
          .map(([pair, c]) => [pair.replace('\u0000', ' '), c.retweets, c.posts, c.nearPosts])
          .sort();
        expect(pairs).toEqual(naive);
      }),
      { numRuns: 400 },
    );
  });

  it('answers several settings from one stored copy of the matches as the naive rule does', () => {
    // The path of a question: the inputs (matches at the widest bounds) stored once, read back,
    // and filtered per setting, never matched again.
    const several = fc.array(settings, { minLength: 3, maxLength: 6 });
    fc.assert(
      fc.property(project, several, (p, askedList) => {
        const posts = postsOf(p);
        const stored = decodeCoordinationInputs(encodeCoordinationInputs(coordinationInputs(posts)));
        for (const asked of askedList) {
          const found = findCoordination(stored, asked);
          expect(found.capped_items).toBe(0);
          expect(flagged(found)).toEqual([...naiveCoordinatedAccounts(posts, found.settings)].sort());
          const pairs = found.groups
            .flatMap((g) => g.pairs)
            .map((q) => [[q.source, q.target].sort().join(' '), q.co_retweets, q.co_posts, q.near_identical_posts])
            .sort();
          const naive = [...naiveCoordinatedPairs(posts, found.settings)]
            .map(([pair, c]) => [pair.replace('\u0000', ' '), c.retweets, c.posts, c.nearPosts])
            .sort();
          expect(pairs).toEqual(naive);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same answer whatever the order of the posts', () => {
    fc.assert(
      fc.property(project, settings, fc.integer(), (p, asked, seed) => {
        const posts = postsOf(p);
        const shuffled = [...posts].sort((a, b) => ((a.row * 7919 + seed) % 101) - ((b.row * 7919 + seed) % 101));
        const shape = (r: CoordinationResult) =>
          r.groups.map((g) => ({
            members: g.members,
            // A pair is named from its lower account, numbered as accounts first come: names sorted.
            pairs: g.pairs
              .map((q) => [...[q.source, q.target].sort(), q.co_retweets, q.co_posts, q.near_identical_posts].join())
              .sort(),
            near: g.near_matches.map((m) => [m.source.row, m.target.row, m.similarity].sort()).sort(),
          }));
        expect(shape(findCoordination(coordinationInputs(shuffled), asked))).toEqual(
          shape(findCoordination(coordinationInputs(posts), asked)),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('never flags fewer accounts at a lower threshold', () => {
    fc.assert(
      fc.property(project, settings, fc.integer({ min: 1, max: 50 }), (p, asked, lower) => {
        const inputs = coordinationInputs(postsOf(p));
        const strict = findCoordination(inputs, asked);
        const loose = findCoordination(inputs, {
          ...asked,
          similarity_percent: Math.max(50, asked.similarity_percent - lower),
        });
        expect(flagged(loose)).toEqual(expect.arrayContaining(flagged(strict)));
      }),
      { numRuns: 200 },
    );
  });

  it('at 100 % pairs equal texts only: no near-identical match, and the counts of equal items', () => {
    fc.assert(
      fc.property(project, settings, (p, asked) => {
        const posts = postsOf(p);
        const found = findCoordination(coordinationInputs(posts), { ...asked, similarity_percent: 100 });
        expect(found.groups.every((g) => g.near_matches_total === 0)).toBe(true);
        expect(found.groups.flatMap((g) => g.pairs).every((q) => q.near_identical_posts === 0)).toBe(true);
        expect(flagged(found)).toEqual([...naiveCoordinatedAccounts(posts, found.settings)].sort());
      }),
      { numRuns: 200 },
    );
  });
});
