import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { gzipSync } from 'node:zlib';
import {
  centralityOrder,
  decodeWholeGraph,
  DEGREE_STORED,
  encodeWholeGraph,
  FRACTIONAL_WEIGHTS,
  LAID_OUT_BY_RELATIONS,
  POSITION_STEPS,
  readWholeGraphHeader,
  WIDE_COMMUNITIES,
  type WholeGraph,
  type WholeGraphInput,
} from './index.js';

const small: WholeGraphInput = {
  laidOutByRelations: true,
  communityCount: 2,
  positions: [0, 0, 1.5, -2, 3, 4],
  community: [1, 0, 1],
  degree: [1, 2, 1],
  pagerank: [0.2, 0.5, 0.3],
  firstTime: [Date.UTC(2024, 0, 1, 9, 0, 0, 250), NaN, Date.UTC(2024, 0, 2)],
  lastTime: [Date.UTC(2024, 0, 1, 10, 0, 0, 250), NaN, Date.UTC(2024, 0, 3)],
  pairs: [1, 0, 1, 2],
  pairWeights: [3, 1],
  ids: ['alice', 'ボブ', '__proto__'],
  labels: ['Alice', 'ボブ', '__proto__'],
};

describe('the whole-graph answer', () => {
  it('reads back what was written', () => {
    const graph = decodeWholeGraph(encodeWholeGraph(small));
    expect(graph.userCount).toBe(3);
    expect(graph.communityCount).toBe(2);
    expect(graph.flags & LAID_OUT_BY_RELATIONS).toBe(LAID_OUT_BY_RELATIONS);
    // On the u16 grid of the bounding box (3 × 6): within half a step of each axis.
    expectPlaces(graph, small.positions);
    expect([...graph.community]).toEqual([1, 0, 1]);
    expect(graph.community).toBeInstanceOf(Uint8Array);
    expect([...graph.communitySizes]).toEqual([1, 2]);
    expect([...graph.degree]).toEqual([1, 2, 1]);
    expect(graph.pagerank[1]).toBeCloseTo(0.5, 6);
    expect([...graph.centralityOrder]).toEqual([1, 2, 0]);
    // Whole seconds: the first time rounds down, the last up, so a window never loses a user.
    expect([...graph.firstTime]).toEqual([Date.UTC(2024, 0, 1, 9), NaN, Date.UTC(2024, 0, 2)]);
    expect([...graph.lastTime]).toEqual([Date.UTC(2024, 0, 1, 10, 0, 1), NaN, Date.UTC(2024, 0, 3)]);
    // Each pair smaller index first; the degrees are the pairs' own counts, so not sent.
    expect([...graph.pairs]).toEqual([0, 1, 1, 2]);
    expect([...graph.pairWeights]).toEqual([3, 1]);
    expect(graph.flags & (DEGREE_STORED | FRACTIONAL_WEIGHTS)).toBe(0);
    expect(graph.ids).toEqual(['alice', 'ボブ', '__proto__']);
    // A display name equal to the id travels once.
    expect(graph.labels).toEqual(['Alice', '', '']);
  });

  it('reads bytes that do not start on a 4-byte boundary (a pooled Buffer)', () => {
    const bytes = encodeWholeGraph(small);
    const shifted = new Uint8Array(bytes.length + 1).subarray(1);
    shifted.set(bytes);
    expect(decodeWholeGraph(shifted).ids).toEqual(small.ids);
  });

  it('keeps community indexes above 255 in a wide column', () => {
    const n = 600;
    const input: WholeGraphInput = {
      ...small,
      communityCount: n,
      positions: new Float32Array(2 * n),
      community: Uint16Array.from({ length: n }, (_, u) => n - 1 - u),
      degree: new Uint32Array(n),
      pagerank: new Float32Array(n),
      firstTime: new Float64Array(n).fill(NaN),
      lastTime: new Float64Array(n).fill(NaN),
      pairs: [],
      pairWeights: [],
      ids: Array.from({ length: n }, (_, u) => `u${u}`),
      labels: Array.from({ length: n }, (_, u) => `u${u}`),
    };
    const graph = decodeWholeGraph(encodeWholeGraph(input));
    expect(graph.flags & WIDE_COMMUNITIES).toBe(WIDE_COMMUNITIES);
    expect(graph.community[0]).toBe(599);
    expect(graph.community[599]).toBe(0);
    expect([...graph.communitySizes].every((size) => size === 1)).toBe(true);
  });

  it('refuses another version, foreign bytes and cut-off bytes', () => {
    const bytes = encodeWholeGraph(small);
    const other = bytes.slice();
    other[4] = 1;
    expect(() => decodeWholeGraph(other)).toThrow(/version 1, this reader knows 2/);
    expect(() => decodeWholeGraph(new TextEncoder().encode('{"nodes":[]}'.padEnd(128)))).toThrow(/not a whole-graph/);
    expect(() => decodeWholeGraph(bytes.subarray(0, bytes.length - 4))).toThrow(/bytes, the header says/);
  });

  it('refuses input that names users it does not have', () => {
    expect(() => encodeWholeGraph({ ...small, pairs: [0, 3], pairWeights: [1] })).toThrow(/names no user/);
    expect(() => encodeWholeGraph({ ...small, community: [0, 2, 1] })).toThrow(/community 2/);
    expect(() => encodeWholeGraph({ ...small, degree: [1] })).toThrow(/degree holds 1/);
  });

  it('orders by PageRank, then degree, then index', () => {
    expect([...centralityOrder([0.1, 0.3, 0.1, 0.1], [1, 1, 2, 1])]).toEqual([1, 2, 0, 3]);
    // Degrees past 16 bits, a zero and a negative zero PageRank (the same), a NaN (compared instead).
    expect([...centralityOrder([0, 0.5, -0, 0.5], [1, 70_000, 2, 65_536])]).toEqual([1, 3, 2, 0]);
    expect([...centralityOrder([NaN, 0.5, 0.2], [1, 1, 1])].sort()).toEqual([0, 1, 2]);
  });

  it('reads back any graph: any k, any names, duplicate and self pairs, fractional weights', () => {
    fc.assert(
      fc.property(graphs(), (input) => expectSame(decodeWholeGraph(encodeWholeGraph(input)), input)),
      {
        numRuns: 100,
      },
    );
  });

  it('reads back no users, one user, and users without relations', () => {
    const none: WholeGraphInput = {
      ...small,
      communityCount: 0,
      positions: [],
      community: [],
      degree: [],
      pagerank: [],
      firstTime: [],
      lastTime: [],
      pairs: [],
      pairWeights: [],
      ids: [],
      labels: [],
    };
    const one: WholeGraphInput = {
      ...none,
      communityCount: 1,
      positions: [7, -3],
      community: [0],
      degree: [0],
      pagerank: [1],
      firstTime: [NaN],
      lastTime: [NaN],
      ids: [''],
      labels: ['名前'],
    };
    const lonely: WholeGraphInput = { ...small, pairs: [], pairWeights: [], degree: [0, 0, 0] };
    for (const input of [none, one, lonely]) expectSame(decodeWholeGraph(encodeWholeGraph(input)), input);
    expect([...decodeWholeGraph(encodeWholeGraph(one)).positions]).toEqual([7, -3]);
  });

  it('sends a display name that is its id with capitals as a bit per capital, any other as text', () => {
    const ids = ['nakento_1cc8', 'straße', 'abcdefghijklmnopqrstuvwxyzabcdefgh', 'ボブ'];
    const labels = ['Nakento_1CC8', 'STRASSE', 'Abcdefghijklmnopqrstuvwxyzabcdefgh', 'ボブ'];
    const input: WholeGraphInput = {
      ...small,
      communityCount: 1,
      positions: [0, 0, 1, 1, 2, 2, 3, 3],
      community: [0, 0, 0, 0],
      degree: [0, 0, 0, 0],
      pagerank: [1, 1, 1, 1],
      firstTime: [NaN, NaN, NaN, NaN],
      lastTime: [NaN, NaN, NaN, NaN],
      pairs: [],
      pairWeights: [],
      ids,
      labels,
    };
    const bytes = encodeWholeGraph(input);
    const header = readWholeGraphHeader(bytes);
    // Only the two that are not the id in capitals travel as text (ß → SS, 34 units).
    expect(header.sections.labels.bytes).toBe('STRASSE'.length + labels[2].length);
    expect(header.widths.labelCase).toBe(2);
    expect(decodeWholeGraph(bytes).labels).toEqual(['Nakento_1CC8', 'STRASSE', labels[2], '']);
  });

  it("sends the degrees only when they are not the pairs' counts, and fractional weights as floats", () => {
    const graph = decodeWholeGraph(encodeWholeGraph({ ...small, degree: [1, 5, 1], pairWeights: [0.5, 1] }));
    expect(graph.flags & DEGREE_STORED).toBe(DEGREE_STORED);
    expect([...graph.degree]).toEqual([1, 5, 1]);
    expect(graph.flags & FRACTIONAL_WEIGHTS).toBe(FRACTIONAL_WEIGHTS);
    expect([...graph.pairWeights]).toEqual([0.5, 1]);
  });

  it('keeps places shared by two runs on the same grid points over a frame both give', () => {
    // Users 0 and 1 placed alike in both runs (related), user 2 placed by each run (around them).
    const gridFrame = { xMin: 0, yMin: -2, xMax: 1.5, yMax: 0 };
    const runs = [
      [0.3, -1.7, 1.1, -0.2, 3, 2],
      [0.3, -1.7, 1.1, -0.2, -2.5, 1],
    ].map((positions) => decodeWholeGraph(encodeWholeGraph({ ...small, positions, gridFrame })));
    expect([...runs[1].positions.subarray(0, 4)]).toEqual([...runs[0].positions.subarray(0, 4)]);
    // Half a step of the grown frame: 4 × 2 / 65,535.
    expect(Math.abs(runs[1].positions[4] + 2.5)).toBeLessThanOrEqual(4 / POSITION_STEPS + 1e-6);
    // Without the frame each run's own bounding box: the shared users move (a little).
    const [own0, own1] = [
      [0.3, -1.7, 1.1, -0.2, 3, 2],
      [0.3, -1.7, 1.1, -0.2, -2.5, 1],
    ].map((positions) => decodeWholeGraph(encodeWholeGraph({ ...small, positions })));
    expect([...own1.positions.subarray(0, 4)]).not.toEqual([...own0.positions.subarray(0, 4)]);
    // A place far outside the grown frame: the grid covers the bounding box instead.
    const far = [0.3, -1.7, 1.1, -0.2, 40, 2];
    expectPlaces(decodeWholeGraph(encodeWholeGraph({ ...small, positions: far, gridFrame })), far);
  });

  it('refuses a user without a place or with a last post before its first', () => {
    expect(() => encodeWholeGraph({ ...small, positions: [0, 0, NaN, 1, 2, 2] })).toThrow(/user 1 has no place/);
    expect(() => encodeWholeGraph({ ...small, lastTime: [0, NaN, Date.UTC(2024, 0, 3)] })).toThrow(/user 0 posted/);
  });

  // Version 1 took 4.4 MB gzipped here, version 2 1.31 MB (the real files' figures: docs/http-api.md).
  it('fits 104,000 users and 190,000 relations in 1.5 MB once gzipped', () => {
    const n = 104_000;
    const m = 190_000;
    let seed = 1;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pairs = new Uint32Array(2 * m);
    for (let i = 0; i < 2 * m; i++) pairs[i] = Math.floor(random() * n);
    const t0 = Date.UTC(2024, 0, 1);
    const first = Float64Array.from({ length: n }, () => t0 + Math.floor(random() * 7 * 86_400_000));
    const input: WholeGraphInput = {
      laidOutByRelations: true,
      communityCount: 10,
      positions: Float32Array.from({ length: 2 * n }, () => random() * 1000),
      community: Uint8Array.from({ length: n }, () => Math.floor(random() * 10)),
      degree: Uint32Array.from({ length: n }, () => 1 + Math.floor(random() * 5)),
      pagerank: Float32Array.from({ length: n }, () => random() / n),
      firstTime: first,
      lastTime: first.map((t) => t + Math.floor(random() * 86_400_000)),
      pairs,
      pairWeights: Float32Array.from({ length: m }, () => 1 + Math.floor(random() * 2)),
      ids: Array.from({ length: n }, (_, u) => `user_${u.toString(36)}_${Math.floor(random() * 1e6)}`),
      labels: Array.from({ length: n }, (_, u) => (u % 3 ? `User_${u.toString(36)}` : '')),
    };
    const bytes = encodeWholeGraph(input);
    const wire = gzipSync(bytes, { level: 6 }).length;
    expect(wire).toBeLessThan(1_500_000);
    expect(decodeWholeGraph(bytes).userCount).toBe(n);
  });
});

/** Each position within half a grid step (per axis) of where it was, the grid being the input's bounding box. */
function expectPlaces(graph: WholeGraph, positions: ArrayLike<number>): void {
  const n = positions.length / 2;
  for (const axis of [0, 1]) {
    const values = Array.from({ length: n }, (_, u) => positions[2 * u + axis]);
    const step = (Math.max(...values) - Math.min(...values)) / POSITION_STEPS;
    for (let u = 0; u < n; u++) {
      const off = Math.abs(graph.positions[2 * u + axis] - values[u]);
      // float32 positions: their own rounding beside the grid's.
      expect(off).toBeLessThanOrEqual(step / 2 + 1e-6 * Math.abs(values[u]) + 1e-9);
    }
  }
}

/** What the reader must give for an input, column by column (the order by its own comparison). */
function expectSame(graph: WholeGraph, input: WholeGraphInput): void {
  const n = input.ids.length;
  expect(graph.userCount).toBe(n);
  expect(graph.communityCount).toBe(input.communityCount);
  expect(graph.flags & WIDE_COMMUNITIES).toBe(input.communityCount > 255 ? WIDE_COMMUNITIES : 0);
  expectPlaces(graph, input.positions);
  expect([...graph.community]).toEqual([...Array.from(input.community)]);
  const sizes = new Array<number>(input.communityCount).fill(0);
  for (let u = 0; u < n; u++) sizes[input.community[u]]++;
  expect([...graph.communitySizes]).toEqual(sizes);
  expect([...graph.degree]).toEqual(Array.from(input.degree));
  const pagerank = Float32Array.from(input.pagerank);
  expect([...graph.pagerank]).toEqual([...pagerank]);
  const order = Array.from({ length: n }, (_, u) => u).sort(
    (a, b) => pagerank[b] - pagerank[a] || input.degree[b] - input.degree[a] || a - b,
  );
  expect([...graph.centralityOrder]).toEqual(order);
  for (let u = 0; u < n; u++) {
    const [first, last] = [input.firstTime[u], input.lastTime[u]];
    expect(graph.firstTime[u]).toEqual(Number.isNaN(first) ? NaN : Math.floor(first / 1000) * 1000);
    expect(graph.lastTime[u]).toEqual(Number.isNaN(last) ? NaN : Math.ceil(last / 1000) * 1000);
  }
  // The pairs smaller index first, sorted by it and then by the other (ties as given).
  const pairs = Array.from({ length: input.pairWeights.length }, (_, p) => {
    const [a, b] = [input.pairs[2 * p], input.pairs[2 * p + 1]];
    return { a: Math.min(a, b), b: Math.max(a, b), w: input.pairWeights[p] };
  }).sort((x, y) => x.a - y.a || x.b - y.b);
  expect([...graph.pairs]).toEqual(pairs.flatMap(({ a, b }) => [a, b]));
  expect([...graph.pairWeights]).toEqual([...Float32Array.from(pairs, ({ w }) => w)]);
  expect(graph.ids).toEqual(input.ids);
  expect(graph.labels).toEqual(input.labels.map((label, u) => (label === input.ids[u] ? '' : label)));
}

/** Random whole graphs: 1–60 users, k up to 300, names of any characters, pairs possibly repeated or of one user. */
function graphs(): fc.Arbitrary<WholeGraphInput> {
  const name = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 8 }),
    fc.string({ unit: 'binary', minLength: 30, maxLength: 40 }),
    fc.constantFrom('', '\uFEFFbom', '__proto__', 'ボブ', 'straße', 'istanbul'),
  );
  return fc
    .record({
      n: fc.integer({ min: 1, max: 60 }),
      k: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 256, max: 300 })),
    })
    .chain(({ n, k }) => {
      const user = fc.integer({ min: 0, max: n - 1 });
      const time = fc.option(fc.integer({ min: 1_600_000_000_000, max: 1_700_000_000_000 }), { nil: NaN });
      return fc
        .record({
          positions: fc.array(fc.float({ min: -1e4, max: 1e4, noNaN: true, noDefaultInfinity: true }), {
            minLength: 2 * n,
            maxLength: 2 * n,
          }),
          community: fc.array(fc.integer({ min: 0, max: k - 1 }), { minLength: n, maxLength: n }),
          pagerank: fc.array(fc.constantFrom(0, 1e-5, 0.25, 0.5, 3e-7), { minLength: n, maxLength: n }),
          times: fc.array(fc.tuple(time, fc.integer({ min: 0, max: 1e9 })), { minLength: n, maxLength: n }),
          pairs: fc.array(fc.tuple(user, user, fc.oneof(fc.integer({ min: 1, max: 70_000 }), fc.constant(0.5))), {
            maxLength: 3 * n,
          }),
          ids: fc.array(name, { minLength: n, maxLength: n }),
          // A label: the id itself, another name, or the id with some units in capitals (as text when
          // that changes its length, ß → SS, or past 32 units).
          labels: fc.array(fc.oneof(fc.constant(undefined), name, fc.integer({ min: 1, max: 2 ** 32 - 1 })), {
            minLength: n,
            maxLength: n,
          }),
          degreeFromPairs: fc.boolean(),
          laidOutByRelations: fc.boolean(),
        })
        .map((r) => {
          const degree = new Uint32Array(n);
          for (const [a, b] of r.pairs) {
            degree[a]++;
            if (a !== b) degree[b]++;
          }
          if (!r.degreeFromPairs) degree[0] += 3;
          return {
            laidOutByRelations: r.laidOutByRelations,
            communityCount: k,
            positions: r.positions,
            community: r.community,
            degree,
            pagerank: r.pagerank,
            firstTime: r.times.map(([t]) => t),
            lastTime: r.times.map(([t, d]) => t + d),
            pairs: r.pairs.flatMap(([a, b]) => [a, b]),
            pairWeights: r.pairs.map(([, , w]) => w),
            ids: r.ids,
            labels: r.labels.map((label, u) =>
              typeof label === 'number'
                ? [...r.ids[u]].map((c, i) => (Math.floor(label / 2 ** i) % 2 ? c.toUpperCase() : c)).join('')
                : (label ?? r.ids[u]),
            ),
          } satisfies WholeGraphInput;
        });
    });
}
