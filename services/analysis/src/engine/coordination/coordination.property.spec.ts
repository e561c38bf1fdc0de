import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CoordinationPosts } from '../test-support/coordination-posts.js';
import { coordinationInputs } from './coordination-inputs.js';
import { findCoordination } from './find-coordination.js';
import { buildNetwork } from '../network/build-network.js';
import type { RelationKind } from '../types.js';
import { naiveCoordinatedAccounts, naiveCoordinatedPairs } from './naive-pair-window.js';

/** Random small projects: few accounts and items, so co-actions happen by chance and often. */
const actions = fc.array(
  fc.record({
    user: fc.integer({ min: 0, max: 7 }),
    item: fc.integer({ min: 0, max: 9 }),
    retweet: fc.boolean(),
    seconds: fc.integer({ min: 0, max: 400 }),
  }),
  { maxLength: 33 },
);
const settings = fc.record({
  window_seconds: fc.integer({ min: 1, max: 120 }),
  post_window_seconds: fc.integer({ min: 1, max: 120 }),
  min_repetitions: fc.integer({ min: 2, max: 4 }),
});

function postsOf(list: { user: number; item: number; retweet: boolean; seconds: number }[]) {
  const data = new CoordinationPosts();
  for (const a of list)
    if (a.retweet) data.retweet(`u${a.user}`, 'origin', `original post number ${a.item}`, a.seconds);
    else data.post(`u${a.user}`, `the same text again ${a.item}`, a.seconds);
  return data.posts;
}

/** Generated posts as the engine reads them: in row order, seconds after a fixed start. */
function writtenPosts(list: ReadonlyArray<{ author: string; text: string; seconds: number }>) {
  return list.map((p, row) => ({
    row,
    author: p.author,
    text: p.text,
    time: Date.UTC(2026, 0, 1) + p.seconds * 1000,
    followers: null,
  }));
}

describe('coordination properties', () => {
  it('flags exactly the accounts the unbounded pair-window method flags (33 actions at most: the neighbour bound never cuts)', () => {
    fc.assert(
      fc.property(actions, settings, (list, asked) => {
        const posts = postsOf(list);
        const found = findCoordination(coordinationInputs(posts), asked);
        const flagged = found.groups.flatMap((g) => g.members.map((m) => m.node_id)).sort();
        expect(flagged).toEqual([...naiveCoordinatedAccounts(posts, found.settings)].sort());
      }),
      { numRuns: 300 },
    );
  });

  it('gives each pair the co-retweets and co-posts of the unbounded method', () => {
    fc.assert(
      fc.property(actions, settings, (list, asked) => {
        const posts = postsOf(list);
        const found = findCoordination(coordinationInputs(posts), asked);
        const pairs = found.groups
          .flatMap((g) => g.pairs)
          .map((p) => [[p.source, p.target].sort().join(' '), p.co_retweets, p.co_posts] as const)
          .sort();
        const naive = [...naiveCoordinatedPairs(posts, found.settings)]
          .map(([pair, count]) => [pair.replace('\u0000', ' '), count.retweets, count.posts] as const)
          .sort();
        expect(pairs).toEqual(naive);
      }),
      { numRuns: 300 },
    );
  });

  it("reads the same inputs from the network's reading of the posts as from the posts alone", () => {
    // Authors spelt several ways, retweets of oneself and of accounts the network leaves out,
    // texts that fold alike and texts that take the slow way.
    const author = fc.constantFrom('u1', 'U1', '@u1', ' u2 ', 'u2', '＠U3', 'u3', 'origin');
    const text = fc.constantFrom(
      'RT @origin: the same words again',
      'RT @U1: the same words again…',
      'rt @u2 the same words again ...',
      'RT @u3: ＴＨＥ same words again',
      'the same words again https://t.co/x',
      'ＴＨＥ same words again @u1',
      'ｶﾀｶﾅの文章がここに入ります',
      'カタカナの文章がここに入ります',
      'short',
      'RT @nobody: a post of someone not here',
    );
    const relations = fc.subarray<RelationKind>(['retweet', 'reply', 'mention']);
    const post = fc.record({ author, text, seconds: fc.integer({ min: 0, max: 200 }) });
    fc.assert(
      fc.property(fc.array(post, { maxLength: 30 }), relations, (list, kinds) => {
        const posts = writtenPosts(list);
        expect(coordinationInputs(posts, buildNetwork(posts, kinds))).toEqual(coordinationInputs(posts));
      }),
      { numRuns: 300 },
    );
  });

  it("flags what the unbounded method flags on texts that vary as campaigns' do, read through the network", () => {
    // Copies that differ by link, mention, case, width, spacing or a cut "…", and texts that take
    // the slow way (half-width kana): the fast keys (hashed while folded, retweets by the network's
    // reading) must make the items the naive method's strings make.
    // Four items, each written two ways.
    const author = fc.constantFrom('u1', 'u2', 'U3', '＠u4');
    const text = fc.constantFrom(
      'RT @origin: the same words again and again',
      'RT @origin: the same words again…',
      'RT @origin: the same words again ',
      'RT @u1: ｶﾀｶﾅの文章がここに入ります...',
      'RT @u1: ｶﾀｶﾅの文章がここに入ります',
      'the same words again https://t.co/a @u2',
      'ＴＨＥ same\nwords again',
      '@u4https://t.co/c カタカナの文章がここに入ります',
      'ｶﾀｶﾅの文章がここに入ります',
      'short one',
    );
    const post = fc.record({ author, text, seconds: fc.integer({ min: 0, max: 200 }) });
    fc.assert(
      fc.property(fc.array(post, { maxLength: 30 }), settings, (list, asked) => {
        const posts = writtenPosts(list);
        const found = findCoordination(coordinationInputs(posts, buildNetwork(posts, ['retweet'])), asked);
        const flagged = found.groups.flatMap((g) => g.members.map((m) => m.node_id)).sort();
        expect(flagged).toEqual([...naiveCoordinatedAccounts(posts, found.settings)].sort());
      }),
      {
        numRuns: 300,
        // Two accounts co-acting on two items, each written the two ways: one pair at m = 2.
        examples: [
          [
            [
              { author: 'u1', text: 'RT @origin: the same words again…', seconds: 0 },
              { author: 'u2', text: 'RT @origin: the same words again ', seconds: 1 },
              { author: 'u1', text: '@u4https://t.co/c カタカナの文章がここに入ります', seconds: 2 },
              { author: 'u2', text: 'ｶﾀｶﾅの文章がここに入ります', seconds: 3 },
            ],
            { window_seconds: 10, post_window_seconds: 10, min_repetitions: 2 },
          ],
        ],
      },
    );
  });

  it('does not depend on the order of the posts', () => {
    fc.assert(
      fc.property(actions, settings, fc.integer(), (list, asked, seed) => {
        const posts = postsOf(list);
        const shuffled = [...posts].sort((a, b) => ((a.row * 7919 + seed) % 101) - ((b.row * 7919 + seed) % 101));
        const strip = (r: ReturnType<typeof findCoordination>) =>
          r.groups.map((g) => ({ ...g, evidence: g.evidence.map((e) => e.actions.map((x) => x.row).sort()) }));
        // Equal times keep post order, so only the rows listed with one moment may differ: compared as sets.
        expect(strip(findCoordination(coordinationInputs(shuffled), asked)).map((g) => g.members)).toEqual(
          strip(findCoordination(coordinationInputs(posts), asked)).map((g) => g.members),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('a wider window or fewer repetitions never flags fewer accounts', () => {
    fc.assert(
      fc.property(actions, settings, (list, asked) => {
        const inputs = coordinationInputs(postsOf(list));
        const narrow = findCoordination(inputs, asked).accounts;
        const wide = findCoordination(inputs, {
          window_seconds: asked.window_seconds + 30,
          post_window_seconds: asked.post_window_seconds + 30,
          min_repetitions: Math.max(2, asked.min_repetitions - 1),
        }).accounts;
        expect(wide).toBeGreaterThanOrEqual(narrow);
      }),
      { numRuns: 150 },
    );
  });
});
