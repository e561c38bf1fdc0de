import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { MAX_NEIGHBOURS } from './coordination-settings.js';
import { nearIdenticalMatches, type ShingledActions } from './near-identical-matches.js';
import type { NearMatchTable } from './near-match-table.js';
import { prefixLength } from './shingles.js';

/**
 * The matcher's candidates, read plainly: each post in time order looks at most MAX_NEIGHBOURS
 * posts back (within the window) on the lists of the first shingles of its set, and every post it
 * meets there, by another account and of another item, is compared by its whole set. No filter:
 * what the engine's counts, bounds and merges of tails leave out must be what this finds below
 * the threshold, including where the bound cuts a list (which the property test never reaches).
 */
function plainMatches(inputs: ShingledActions, percent: number, windowMs: number): NearMatchTable {
  const { shingleStart, shingles, actionUser, actionTime, itemStart } = inputs;
  const setOf = (a: number) => [...shingles.subarray(shingleStart[a], shingleStart[a + 1])];
  const itemOf: number[] = [];
  for (let i = 0; i + 1 < itemStart.length; i++) for (let a = itemStart[i]; a < itemStart[i + 1]; a++) itemOf[a] = i;
  const order = [...actionTime.keys()]
    .filter((a) => shingleStart[a + 1] > shingleStart[a])
    .sort((a, b) => actionTime[a] - actionTime[b] || a - b);
  const lists = new Map<number, number[]>();
  const capped = new Set<number>();
  const found: number[][] = [];
  for (const p of order) {
    const set = setOf(p);
    const met: number[] = [];
    for (const r of set.slice(0, prefixLength(set.length, percent))) {
      const list = lists.get(r) ?? [];
      for (let j = list.length - 1; j >= Math.max(0, list.length - MAX_NEIGHBOURS); j--) {
        const q = list[j];
        if (actionTime[p] - actionTime[q] > windowMs) break;
        if (actionUser[q] !== actionUser[p] && itemOf[q] !== itemOf[p] && !met.includes(q)) met.push(q);
      }
      const beyond = list.length - MAX_NEIGHBOURS - 1;
      if (beyond >= 0 && actionTime[p] - actionTime[list[beyond]] <= windowMs) capped.add(r);
      lists.set(r, [...list, p]);
    }
    for (const q of met) {
      const other = setOf(q);
      const common = other.filter((r) => set.includes(r)).length;
      const union = other.length + set.length - common;
      if (100 * common >= percent * union) found.push([q, p, common, union]);
    }
  }
  const column = (c: number) => Int32Array.from(found.map((m) => m[c]));
  return { first: column(0), second: column(1), common: column(2), union: column(3), cappedShingles: capped.size };
}

/**
 * Posts as matching reads them: a few accounts and items, times within minutes, each post's set
 * one of a few bases with shingles swapped (so that many pairs sit near every threshold), in one
 * rank order; sometimes over a hundred posts, so that lists of shared shingles pass the bound.
 */
const base = fc.uniqueArray(fc.integer({ min: 0, max: 39 }), { minLength: 6, maxLength: 24 });
const post = fc.record({
  user: fc.integer({ min: 0, max: 9 }),
  item: fc.integer({ min: 0, max: 30 }),
  second: fc.integer({ min: 0, max: 400 }),
  base: fc.nat(),
  dropped: fc.array(fc.nat(), { maxLength: 6 }),
  added: fc.uniqueArray(fc.integer({ min: 0, max: 59 }), { maxLength: 6 }),
});
const project = fc.record({
  bases: fc.array(base, { minLength: 1, maxLength: 4 }),
  posts: fc.array(post, { minLength: 2, maxLength: 160, size: 'max' }),
});
type ProjectOf = typeof project extends fc.Arbitrary<infer T> ? T : never;

function shingledActions({ bases, posts }: ProjectOf): ShingledActions {
  const actions = posts
    .map((p, index) => {
      const from = bases[p.base % bases.length];
      const kept = from.filter((_, k) => !p.dropped.some((d) => d % from.length === k));
      const set = [...new Set([...kept, ...p.added])].sort((a, b) => a - b);
      // Fewer than five shingles: no set, as the inputs keep such posts (only equal texts match).
      return { ...p, index, set: set.length >= 5 ? set : [] };
    })
    .sort((a, b) => a.item - b.item || a.second - b.second || a.index - b.index);
  const itemStart = [0];
  actions.forEach((a, k) => {
    if (k > 0 && a.item !== actions[k - 1].item) itemStart.push(k);
  });
  itemStart.push(actions.length);
  const shingleStart = [0];
  for (const a of actions) shingleStart.push(shingleStart[shingleStart.length - 1] + a.set.length);
  return {
    itemStart: Int32Array.from(itemStart),
    actionUser: Int32Array.from(actions.map((a) => a.user)),
    actionTime: Float64Array.from(actions.map((a) => a.second * 1000)),
    shingleStart: Int32Array.from(shingleStart),
    shingles: Int32Array.from(actions.flatMap((a) => a.set)),
  };
}

describe('near-identical matches', () => {
  it('are the plain reading of the candidates, in its order, whether or not the bound cuts', () => {
    let cut = 0;
    let matched = 0;
    fc.assert(
      fc.property(project, fc.integer({ min: 50, max: 99 }), fc.constantFrom(60, 600), (p, percent, window) => {
        const inputs = shingledActions(p);
        const found = nearIdenticalMatches(inputs, percent, window * 1000);
        expect(found).toEqual(plainMatches(inputs, percent, window * 1000));
        if (found.cappedShingles > 0) cut++;
        if (found.first.length > 0) matched++;
      }),
      { numRuns: 300 },
    );
    // Both paths must be taken often, or this checks little.
    expect(cut).toBeGreaterThan(30);
    expect(matched).toBeGreaterThan(100);
  });
});
