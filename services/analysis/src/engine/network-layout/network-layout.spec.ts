import { describe, expect, it } from '@jest/globals';
import { undirectedGraph } from '../test-support/undirected-graph.js';
import { layoutNetwork } from './network-layout.js';
import { nearestSameGroupShare, relatedOverRandomDistance } from './layout-quality.js';
import { placeUnrelated } from './place-unrelated.js';
import { plantedNetwork } from './planted-network.js';

describe('layoutNetwork', () => {
  const planted = plantedNetwork({ users: 6_000, groups: 6, unrelated: 0.15, across: 0.1, seed: 3 });

  it('gives the same positions for the same network, whatever was laid out in between', () => {
    const first = layoutNetwork(planted.graph);
    layoutNetwork(plantedNetwork({ users: 2_000, groups: 3, unrelated: 0.1, across: 0.2, seed: 9 }).graph);
    const again = layoutNetwork(planted.graph);
    expect(Buffer.from(again.x.buffer).equals(Buffer.from(first.x.buffer))).toBe(true);
    expect(Buffer.from(again.y.buffer).equals(Buffer.from(first.y.buffer))).toBe(true);
  });

  it('lays planted groups apart and related users close (issue 59: a ≥ 0.8, b ≤ 0.6)', () => {
    const { x, y } = layoutNetwork(planted.graph);
    placeUnrelated(x, y, planted.group, planted.groups);
    expect(nearestSameGroupShare(x, y, planted.group)).toBeGreaterThanOrEqual(0.8);
    expect(relatedOverRandomDistance(x, y, planted.graph, planted.group)).toBeLessThanOrEqual(0.6);
  });

  // Floors a little under the figures measured on these graphs on 2026-12-07 (0.814 and 0.737;
  // 0.877 at 0.1, above): the layout is deterministic, so they only move when the layout does, and
  // a linear attraction instead of LinLog already fails both (0.756, 0.671). Issue 59's goal
  // (≥ 0.8) is met at 10 % of the relations crossing groups; at 15 % only on small graphs (0.723
  // at 104,000 users), not at 20 % (docs/graph-layout.md#quality-and-speed): these floors keep the
  // figures from sliding further.
  it.each([
    [0.15, 0.78],
    [0.2, 0.7],
  ])('keeps planted groups apart with %p of the relations crossing groups: a ≥ %p, b ≤ 0.6', (across, floor) => {
    const mixed = plantedNetwork({ users: 6_000, groups: 6, unrelated: 0.15, across, seed: 3 });
    const { x, y } = layoutNetwork(mixed.graph);
    placeUnrelated(x, y, mixed.group, mixed.groups);
    expect(nearestSameGroupShare(x, y, mixed.group)).toBeGreaterThanOrEqual(floor);
    expect(relatedOverRandomDistance(x, y, mixed.graph, mixed.group)).toBeLessThanOrEqual(0.6);
  });

  // On 20,000 users the largest levels get the fewest iterations of the forces, leaving users with
  // a few relations in a loose halo between groups; the median passes pull them in (0.750 without,
  // 0.760 with them, 2026-12-07; 0.708 against 0.636 at 104,000 users: the bench).
  it('lays 20,000 users with 20 % of their relations across groups by their relations: a ≥ 0.755', () => {
    const large = plantedNetwork({ users: 20_000, groups: 6, unrelated: 0.15, across: 0.2, seed: 1 });
    const { x, y } = layoutNetwork(large.graph);
    placeUnrelated(x, y, large.group, large.groups);
    expect(nearestSameGroupShare(x, y, large.group)).toBeGreaterThanOrEqual(0.755);
    expect(relatedOverRandomDistance(x, y, large.graph, large.group)).toBeLessThanOrEqual(0.6);
  });

  it('keeps every related user in its place whatever the run and k (only the unrelated follow the run)', () => {
    const shared = layoutNetwork(planted.graph);
    const forRun = (community: Int32Array, k: number) => {
      const x = shared.x.slice();
      const y = shared.y.slice();
      placeUnrelated(x, y, community, k);
      return { x, y };
    };
    // Two runs: the planted groups (k = 6), and the users cut into 3 communities by index.
    const first = forRun(planted.group, planted.groups);
    const second = forRun(
      Int32Array.from(planted.group, (_, u) => Math.floor((3 * u) / planted.graph.n)),
      3,
    );
    let unrelatedMoved = 0;
    for (let u = 0; u < planted.graph.n; u++) {
      if (Number.isNaN(shared.x[u])) {
        if (first.x[u] !== second.x[u] || first.y[u] !== second.y[u]) unrelatedMoved++;
        continue;
      }
      expect([first.x[u], first.y[u], second.x[u], second.y[u]]).toEqual([
        shared.x[u],
        shared.y[u],
        shared.x[u],
        shared.y[u],
      ]);
    }
    expect(unrelatedMoved).toBeGreaterThan(0);
  });

  it('places every related user, and leaves the users without relations to the run', () => {
    const { x, y } = layoutNetwork(planted.graph);
    for (let u = 0; u < planted.graph.n; u++) {
      const related = planted.graph.offsets[u + 1] > planted.graph.offsets[u];
      expect(Number.isFinite(x[u]) && Number.isFinite(y[u])).toBe(related);
    }
  });

  it('lays a user with one relation next to it, and a star around its hub', () => {
    // A star of 0 with 1..20, and a chain 21-22-23 joined to the hub through 21.
    const edges = [...Array.from({ length: 20 }, (_, i) => [0, i + 1]), [0, 21], [21, 22], [22, 23]];
    const { x, y } = layoutNetwork(undirectedGraph(24, edges));
    const spread = Math.max(...Array.from({ length: 24 }, (_, u) => Math.hypot(x[u] - x[0], y[u] - y[0])));
    for (let leaf = 1; leaf <= 20; leaf++) expect(Math.hypot(x[leaf] - x[0], y[leaf] - y[0])).toBeLessThan(spread);
    expect(Math.hypot(x[23] - x[22], y[23] - y[22])).toBeLessThan(Math.hypot(x[23] - x[1], y[23] - y[1]));
  });
});

describe('placeUnrelated', () => {
  it('puts the users without relations outside the drawing, each community facing its related members', () => {
    // Community 0's related users on the right, community 1's on the left.
    const x = Float64Array.from([10, 12, 11, -10, -12, -11, NaN, NaN, NaN, NaN]);
    const y = Float64Array.from([0, 1, -1, 0, 1, -1, NaN, NaN, NaN, NaN]);
    const community = [0, 0, 0, 1, 1, 1, 0, 0, 1, 1];
    placeUnrelated(x, y, community, 2);
    const reach = Math.max(...[0, 1, 2, 3, 4, 5].map((u) => Math.hypot(x[u], y[u])));
    for (const u of [6, 7, 8, 9]) expect(Math.hypot(x[u], y[u])).toBeGreaterThan(reach);
    expect(x[6]).toBeGreaterThan(0);
    expect(x[7]).toBeGreaterThan(0);
    expect(x[8]).toBeLessThan(0);
    expect(x[9]).toBeLessThan(0);
    // The related users stay where they were.
    expect(x[0]).toBe(10);
  });

  it('places everyone when no one has a relation', () => {
    const x = new Float64Array(5).fill(NaN);
    const y = new Float64Array(5).fill(NaN);
    placeUnrelated(x, y, [0, 1, 2, 0, 1], 3);
    expect([...x, ...y].every(Number.isFinite)).toBe(true);
  });
});
