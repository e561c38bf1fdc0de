import { describe, expect, it } from '@jest/globals';
import { gzipSync } from 'node:zlib';
import {
  centralityOrder,
  decodeWholeGraph,
  encodeWholeGraph,
  LAID_OUT_BY_RELATIONS,
  WIDE_COMMUNITIES,
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
    expect([...graph.positions]).toEqual([0, 0, 1.5, -2, 3, 4]);
    expect([...graph.community]).toEqual([1, 0, 1]);
    expect(graph.community).toBeInstanceOf(Uint8Array);
    expect([...graph.communitySizes]).toEqual([1, 2]);
    expect([...graph.degree]).toEqual([1, 2, 1]);
    expect(graph.pagerank[1]).toBeCloseTo(0.5, 6);
    expect([...graph.centralityOrder]).toEqual([1, 2, 0]);
    // Whole seconds: the first time rounds down, the last up, so a window never loses a user.
    expect([...graph.firstTime]).toEqual([Date.UTC(2024, 0, 1, 9), NaN, Date.UTC(2024, 0, 2)]);
    expect([...graph.lastTime]).toEqual([Date.UTC(2024, 0, 1, 10, 0, 1), NaN, Date.UTC(2024, 0, 3)]);
    // Each pair smaller index first.
    expect([...graph.pairs]).toEqual([0, 1, 1, 2]);
    expect([...graph.pairWeights]).toEqual([3, 1]);
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
    other[4] = 2;
    expect(() => decodeWholeGraph(other)).toThrow(/version 2/);
    expect(() => decodeWholeGraph(new TextEncoder().encode('{"nodes":[]}'.padEnd(64)))).toThrow(/not a whole-graph/);
    expect(() => decodeWholeGraph(bytes.subarray(0, bytes.length - 4))).toThrow(/bytes, the header says/);
  });

  it('refuses input that names users it does not have', () => {
    expect(() => encodeWholeGraph({ ...small, pairs: [0, 3], pairWeights: [1] })).toThrow(/names no user/);
    expect(() => encodeWholeGraph({ ...small, community: [0, 2, 1] })).toThrow(/community 2/);
    expect(() => encodeWholeGraph({ ...small, degree: [1] })).toThrow(/degree holds 1/);
  });

  it('orders by PageRank, then degree, then index', () => {
    expect([...centralityOrder([0.1, 0.3, 0.1, 0.1], [1, 1, 2, 1])]).toEqual([1, 2, 0, 3]);
  });

  it('fits 104,000 users and 190,000 relations in well under 6 MB once gzipped', () => {
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
    expect(wire).toBeLessThan(6_000_000);
    expect(decodeWholeGraph(bytes).userCount).toBe(n);
  });
});
