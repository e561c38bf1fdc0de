import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { SERIES_DEFAULT_JACCARD, SERIES_DEFAULT_SHARE } from '@kizuna/proto/rules';
import { plantedSeries, sortedEvents, type PlantedShape } from '../test-support/planted-series.js';
import { matchSeries, type SeriesRunUsers } from './index.js';

const RULE = { jaccard: SERIES_DEFAULT_JACCARD, share: SERIES_DEFAULT_SHARE };

/** A run of random memberships over a pool of names: every community holds a user. */
const runs = (pool: number): fc.Arbitrary<SeriesRunUsers> =>
  fc
    .record({
      k: fc.integer({ min: 1, max: 8 }),
      members: fc.uniqueArray(fc.integer({ min: 0, max: pool - 1 }), { minLength: 8, maxLength: pool }),
      seed: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: pool, maxLength: pool }),
    })
    .map(({ k, members, seed }) => ({
      k: Math.min(k, members.length),
      ids: members.map((m) => `user${m}`),
      // The first k users open the k communities; the rest go anywhere.
      community: Int32Array.from(members, (_, i) => (i < k ? i : seed[i] % Math.min(k, members.length))),
      posts: Int32Array.from(members, (_, i) => seed[i] % 20),
    }));

const rules = fc.record({
  jaccard: fc.constantFrom(0, 0.1, 0.3, 0.5, 1),
  share: fc.constantFrom(0, 0.2, 0.5, 1),
});

describe('matchSeries', () => {
  it('flows add up to the continuing users, and per community to its continuing users', () => {
    fc.assert(
      fc.property(runs(60), runs(60), rules, (a, b, rule) => {
        const [step] = matchSeries([a, b], rule).steps;
        const names = new Set(b.ids);
        const continuing = a.ids.filter((id) => names.has(id)).length;
        expect(step.flows.reduce((n, f) => n + f.users, 0)).toBe(continuing);
        expect(step.continuing).toBe(continuing);
        for (let c = 0; c < a.k; c++) {
          const out = step.flows.filter((f) => f.from === c).reduce((n, f) => n + f.users, 0);
          expect(out).toBe(step.continuingFrom[c]);
          expect(out + step.left[c].length).toBe(step.fromSizes[c]);
        }
        for (let c = 0; c < b.k; c++) {
          const into = step.flows.filter((f) => f.to === c).reduce((n, f) => n + f.users, 0);
          expect(into + step.arrived[c].length).toBe(step.toSizes[c]);
        }
      }),
    );
  });

  it('names every community in exactly the events the rule says', () => {
    fc.assert(
      fc.property(runs(60), runs(60), rules, (a, b, rule) => {
        const [step] = matchSeries([a, b], rule).steps;
        for (const f of step.flows) expect(f.successor).toBe(f.jaccard >= rule.jaccard || f.share >= rule.share);
        const successors = (c: number) =>
          step.flows
            .filter((f) => f.from === c && (f.jaccard >= rule.jaccard || f.share >= rule.share))
            .map((f) => f.to);
        const predecessors = (c: number) =>
          step.flows
            .filter((f) => f.to === c && (f.jaccard >= rule.jaccard || f.share >= rule.share))
            .map((f) => f.from);
        for (let c = 0; c < a.k; c++) {
          const next = successors(c);
          const kinds = step.events.filter((e) => e.from.includes(c)).map((e) => e.kind);
          const expected = [
            ...(next.length === 0 ? ['ended'] : []),
            ...(next.length >= 2 ? ['split'] : []),
            ...(next.length === 1 && predecessors(next[0]).length === 1 ? ['continues'] : []),
            ...next.filter((b) => predecessors(b).length >= 2).map(() => 'merge'),
          ];
          expect(kinds.sort()).toEqual(expected.sort());
        }
        for (let c = 0; c < b.k; c++) {
          const previous = predecessors(c);
          const kinds = step.events.filter((e) => e.to.includes(c)).map((e) => e.kind);
          const expected = [
            ...(previous.length === 0 ? ['born'] : []),
            ...(previous.length >= 2 ? ['merge'] : []),
            ...(previous.length === 1 && successors(previous[0]).length === 1 ? ['continues'] : []),
            ...previous.filter((p) => successors(p).length >= 2).map(() => 'split'),
          ];
          expect(kinds.sort()).toEqual(expected.sort());
        }
      }),
    );
  });

  it('finds only "continues" when a run is compared with itself, whatever the thresholds', () => {
    fc.assert(
      fc.property(runs(60), rules, (a, rule) => {
        const [step] = matchSeries([a, a], rule).steps;
        expect(step.events.map((e) => e.kind)).toEqual(new Array(a.k).fill('continues'));
        expect(step.events.every((e) => e.from[0] === e.to[0])).toBe(true);
        expect(step.moves).toHaveLength(0);
        expect(step.arrived.every((g) => g.length === 0) && step.left.every((g) => g.length === 0)).toBe(true);
      }),
    );
  });

  it('puts every community of every run in exactly one track', () => {
    fc.assert(
      fc.property(fc.array(runs(40), { minLength: 2, maxLength: 5 }), rules, (series, rule) => {
        const { tracks } = matchSeries(series, rule);
        series.forEach((run, r) => {
          const seen = tracks.map((t) => t[r]).filter((c) => c !== -1);
          expect(seen.sort((x, y) => x - y)).toEqual(Array.from({ length: run.k }, (_, c) => c));
        });
        // A track is one stretch of runs: it never comes back after it is absent.
        for (const t of tracks) {
          const present = Array.from(t, (c) => (c === -1 ? '0' : '1')).join('');
          expect(present).toMatch(/^0*1+0*$/);
        }
      }),
    );
  });
});

const shapes: fc.Arbitrary<PlantedShape> = fc.record({
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  sizes: fc.array(fc.integer({ min: 20, max: 150 }), { minLength: 1, maxLength: 8 }),
  steps: fc.integer({ min: 1, max: 4 }),
  births: fc.integer({ min: 0, max: 2 }),
});

describe('matchSeries on planted series', () => {
  it('recovers every planted split, merge, birth, ending and continuation, and the moved users, exactly', () => {
    fc.assert(
      fc.property(shapes, (shape) => {
        const planted = plantedSeries(shape);
        const found = matchSeries(planted.runs, RULE);
        found.steps.forEach((step, s) => {
          expect(sortedEvents(step.events.map(({ kind, from, to }) => ({ kind, from, to })))).toEqual(
            planted.events[s],
          );
          const earlier = planted.runs[s];
          const moved = Array.from({ length: step.moves.length / 2 }, (_, i) => earlier.ids[step.moves[2 * i]]).sort();
          expect(moved).toEqual(planted.moved[s]);
        });
      }),
      { numRuns: 150 },
    );
  });

  it('follows a community that continues in one track, and starts tracks for the born and the split-off', () => {
    const planted = plantedSeries({ seed: 7, sizes: [100, 80, 60], steps: 3, births: 1 });
    const { tracks, steps } = matchSeries(planted.runs, RULE);
    steps.forEach((step, s) => {
      for (const e of step.events) {
        if (e.kind === 'continues') expect(tracks.some((t) => t[s] === e.from[0] && t[s + 1] === e.to[0])).toBe(true);
        if (e.kind === 'born') expect(tracks.some((t) => t[s] === -1 && t[s + 1] === e.to[0])).toBe(true);
      }
    });
  });
});
