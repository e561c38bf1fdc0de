import { describe, expect, it } from '@jest/globals';
import { clique, undirectedGraph } from '../test-support/undirected-graph.js';
import { layoutNetwork } from './network-layout.js';
import { packApartParts } from './pack-apart-parts.js';
import { plantedNetwork } from './planted-network.js';

describe('packApartParts', () => {
  // The largest part: a 6-clique round (0, 0); four pairs and a triangle apart from it, far out
  // where the forces leave them; user 17 has no relation.
  const graph = undirectedGraph(18, [
    ...clique([0, 1, 2, 3, 4, 5]),
    [6, 7],
    [8, 9],
    [10, 11],
    [12, 13],
    ...clique([14, 15, 16]),
  ]);
  const start = () => {
    const x = Float64Array.from({ length: 18 }, (_, u) => (u < 6 ? 10 * Math.cos(u) : 1e6 + 3 * u));
    const y = Float64Array.from({ length: 18 }, (_, u) => (u < 6 ? 10 * Math.sin(u) : -1e6 + (u % 2)));
    x[17] = y[17] = NaN;
    return { x, y };
  };
  const parts = [
    [6, 7],
    [8, 9],
    [10, 11],
    [12, 13],
    [14, 15, 16],
  ];

  it('brings the parts apart from the largest next to it, each kept whole, the largest in place', () => {
    const before = start();
    const { x, y } = start();
    packApartParts(graph, x, y);
    for (let u = 0; u < 6; u++) expect([x[u], y[u]]).toEqual([before.x[u], before.y[u]]);
    expect([x[17], y[17]]).toEqual([NaN, NaN]);
    const reach = Math.max(...[0, 1, 2, 3, 4, 5].map((u) => Math.hypot(x[u], y[u])));
    for (const part of parts)
      for (const u of part) {
        // Outside the largest part, within a few of its radii.
        expect(Math.hypot(x[u], y[u])).toBeGreaterThan(reach);
        expect(Math.hypot(x[u], y[u])).toBeLessThan(4 * reach);
        // Moved as a whole: the part's own shape is kept.
        const v = part[0];
        expect(x[u] - x[v]).toBeCloseTo(before.x[u] - before.x[v], 6);
        expect(y[u] - y[v]).toBeCloseTo(before.y[u] - before.y[v], 6);
      }
    // No two parts on top of each other.
    const middles = parts.map((part) => [
      part.reduce((s, u) => s + x[u], 0) / part.length,
      part.reduce((s, u) => s + y[u], 0) / part.length,
    ]);
    for (let a = 0; a < middles.length; a++)
      for (let b = a + 1; b < middles.length; b++)
        expect(Math.hypot(middles[a][0] - middles[b][0], middles[a][1] - middles[b][1])).toBeGreaterThan(3);
  });

  it('keeps a planted network inside a picture fitted to every related user', () => {
    // About 2 % of the related users are in small parts apart from the rest; before they were
    // packed, the farthest lay 15 times as far out as the 97th percentile (1.6 times now), so a
    // picture fitted to every user showed the network as a dot.
    const planted = plantedNetwork({ users: 6_000, groups: 6, unrelated: 0.15, across: 0.2, seed: 3 });
    const { x, y } = layoutNetwork(planted.graph);
    const distances: number[] = [];
    let midX = 0;
    let midY = 0;
    let related = 0;
    for (let u = 0; u < x.length; u++)
      if (!Number.isNaN(x[u])) {
        midX += x[u];
        midY += y[u];
        related++;
      }
    midX /= related;
    midY /= related;
    for (let u = 0; u < x.length; u++) if (!Number.isNaN(x[u])) distances.push(Math.hypot(x[u] - midX, y[u] - midY));
    distances.sort((a, b) => a - b);
    expect(distances[distances.length - 1]).toBeLessThan(3 * distances[Math.floor(0.97 * distances.length)]);
  });
});
