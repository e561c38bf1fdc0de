import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { matchSeries, type SeriesRuleThresholds, type SeriesRunUsers } from './index.js';

/**
 * Each flow's Jaccard index and share against the set formula of docs/series.md, computed here
 * from the users as sets (not from the sizes the matching keeps), and the events named at the
 * thresholds' very edges: a value equal to its threshold makes a successor, the next number above
 * it does not.
 */

/** A run of random memberships over a pool of names: every community holds a user. */
const runs = (pool: number): fc.Arbitrary<SeriesRunUsers> =>
  fc
    .record({
      k: fc.integer({ min: 1, max: 6 }),
      members: fc.uniqueArray(fc.integer({ min: 0, max: pool - 1 }), { minLength: 6, maxLength: pool }),
      seed: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: pool, maxLength: pool }),
    })
    .map(({ k, members, seed }) => ({
      k: Math.min(k, members.length),
      ids: members.map((m) => `user${m}`),
      community: Int32Array.from(members, (_, i) => (i < k ? i : seed[i] % Math.min(k, members.length))),
      posts: Int32Array.from(members, () => 1),
    }));

/** Each community's users as a set of names. */
function communities(run: SeriesRunUsers): Set<string>[] {
  const sets = Array.from({ length: run.k }, () => new Set<string>());
  run.ids.forEach((id, u) => sets[run.community[u]].add(id));
  return sets;
}

/** The flows the set formula gives: |A ∩ B|, |A ∩ B| / |A ∪ B| and |A ∩ B| / |A ∩ later users|. */
function formulaFlows(a: SeriesRunUsers, b: SeriesRunUsers) {
  const later = new Set(b.ids);
  const flows: Array<{ from: number; to: number; users: number; jaccard: number; share: number }> = [];
  communities(a).forEach((A, from) =>
    communities(b).forEach((B, to) => {
      const both = [...A].filter((u) => B.has(u)).length;
      if (both === 0) return;
      const union = new Set([...A, ...B]).size;
      const continuing = [...A].filter((u) => later.has(u)).length;
      flows.push({ from, to, users: both, jaccard: both / union, share: both / continuing });
    }),
  );
  return flows;
}

/** The events each community is in, as the rule's table says, from the successor pairs alone. */
function expectedKinds(pairs: Array<[number, number]>, kFrom: number, kTo: number) {
  const successors = (a: number) => pairs.filter(([f]) => f === a).map(([, t]) => t);
  const predecessors = (b: number) => pairs.filter(([, t]) => t === b).map(([f]) => f);
  const from = Array.from({ length: kFrom }, (_, a) => {
    const next = successors(a);
    return [
      ...(next.length === 0 ? ['ended'] : []),
      ...(next.length >= 2 ? ['split'] : []),
      ...(next.length === 1 && predecessors(next[0]).length === 1 ? ['continues'] : []),
      ...next.filter((b) => predecessors(b).length >= 2).map(() => 'merge'),
    ].sort();
  });
  const to = Array.from({ length: kTo }, (_, b) => {
    const previous = predecessors(b);
    return [
      ...(previous.length === 0 ? ['born'] : []),
      ...(previous.length >= 2 ? ['merge'] : []),
      ...(previous.length === 1 && successors(previous[0]).length === 1 ? ['continues'] : []),
      ...previous.filter((a) => successors(a).length >= 2).map(() => 'split'),
    ].sort();
  });
  return { from, to };
}

/** The next double above x (x ≥ 0). */
function nextUp(x: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  view.setBigUint64(0, view.getBigUint64(0) + 1n);
  return view.getFloat64(0);
}

/** Matches two runs under `rule` and checks every flow and event against the set formula. */
function checkStep(a: SeriesRunUsers, b: SeriesRunUsers, rule: SeriesRuleThresholds): void {
  const [step] = matchSeries([a, b], rule).steps;
  const expected = formulaFlows(a, b);
  expect(step.flows.map(({ from, to, users, jaccard, share }) => ({ from, to, users, jaccard, share }))).toEqual(
    expected,
  );
  const pairs = expected
    .filter((f) => f.jaccard >= rule.jaccard || f.share >= rule.share)
    .map((f) => [f.from, f.to] as [number, number]);
  for (const f of step.flows) expect(f.successor).toBe(pairs.some(([x, y]) => x === f.from && y === f.to));
  const kinds = expectedKinds(pairs, a.k, b.k);
  for (let c = 0; c < a.k; c++)
    expect(
      step.events
        .filter((e) => e.from.includes(c))
        .map((e) => e.kind)
        .sort(),
    ).toEqual(kinds.from[c]);
  for (let c = 0; c < b.k; c++)
    expect(
      step.events
        .filter((e) => e.to.includes(c))
        .map((e) => e.kind)
        .sort(),
    ).toEqual(kinds.to[c]);
}

/** Never reached: a share or Jaccard index is at most 1. */
const NEVER = 2;

describe('series flows against the set formula', () => {
  it('has each flow of users, Jaccard index and share the sets give, at whole-percent thresholds', () => {
    const percent = fc.integer({ min: 0, max: 100 }).map((k) => k / 100);
    fc.assert(
      fc.property(runs(40), runs(40), percent, percent, (a, b, jaccard, share) => checkStep(a, b, { jaccard, share })),
    );
  });

  it("names the events at each flow's own values: equal to a threshold is a successor, the next number above is not", () => {
    fc.assert(
      fc.property(runs(40), runs(40), fc.nat(), (a, b, pick) => {
        const flows = formulaFlows(a, b);
        if (flows.length === 0) return;
        const f = flows[pick % flows.length];
        for (const rule of [
          { jaccard: f.jaccard, share: NEVER },
          { jaccard: nextUp(f.jaccard), share: NEVER },
          { jaccard: NEVER, share: f.share },
          { jaccard: NEVER, share: nextUp(f.share) },
        ])
          checkStep(a, b, rule);
        const [atEdge] = matchSeries([a, b], { jaccard: f.jaccard, share: NEVER }).steps;
        expect(atEdge.flows.find((g) => g.from === f.from && g.to === f.to)?.successor).toBe(true);
        const [above] = matchSeries([a, b], { jaccard: NEVER, share: nextUp(f.share) }).steps;
        expect(above.flows.find((g) => g.from === f.from && g.to === f.to)?.successor).toBe(false);
      }),
      { numRuns: 50 },
    );
  });

  it('takes a flow whose Jaccard index is exactly a whole-percent threshold as a successor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), (k) => {
        // a: 100 users, all in the later run; k of them make b, the rest c: Jaccard(a, b) = k / 100.
        const ids = Array.from({ length: 100 }, (_, i) => `u${i}`);
        const a: SeriesRunUsers = { k: 1, ids, community: new Int32Array(100), posts: new Int32Array(100).fill(1) };
        const b: SeriesRunUsers = {
          k: 2,
          ids,
          community: Int32Array.from(ids, (_, i) => (i < k ? 0 : 1)),
          posts: new Int32Array(100).fill(1),
        };
        for (const rule of [
          { jaccard: k / 100, share: NEVER },
          { jaccard: (k + 1) / 100, share: NEVER },
          { jaccard: NEVER, share: k / 100 },
          { jaccard: NEVER, share: (k + 1) / 100 },
        ])
          checkStep(a, b, rule);
        const [step] = matchSeries([a, b], { jaccard: k / 100, share: NEVER }).steps;
        expect(step.flows[0]).toMatchObject({ from: 0, to: 0, users: k, jaccard: k / 100, successor: true });
      }),
      { numRuns: 40 },
    );
  });
});
