import type { WholeGraphData } from './whole-graph-data';

/**
 * A whole graph built in typed arrays for tests and the golden scenes: `groups` communities of
 * `perGroup` users on rings around their own centres, each user related to its next on the ring,
 * and user 0 of each group to user 0 of the next group; the last user of each group (with more
 * than two) has no relation and stands beside its ring. Centrality: the first of each group, then
 * the rest in index order.
 */
export function wholeGraphFixture(groups: number, perGroup: number, spacing = 100): WholeGraphData {
  const n = groups * perGroup;
  const positions = new Float32Array(2 * n);
  const community = new Uint8Array(n);
  const pairs: number[] = [];
  for (let g = 0; g < groups; g++) {
    const [cx, cy] = [(g % 4) * spacing * 3, Math.floor(g / 4) * spacing * 3];
    // The last user of a group has no relation and stands apart, beside its community.
    const ring = perGroup > 2 ? perGroup - 1 : perGroup;
    for (let i = 0; i < perGroup; i++) {
      const u = g * perGroup + i;
      community[u] = g;
      if (i >= ring) {
        positions[2 * u] = cx + 1.3 * spacing;
        positions[2 * u + 1] = cy;
        continue;
      }
      const angle = (2 * Math.PI * i) / ring;
      const r = spacing * (0.3 + (0.6 * ((i * 7919) % ring)) / ring);
      positions[2 * u] = cx + r * Math.cos(angle);
      positions[2 * u + 1] = cy + r * Math.sin(angle);
      if (ring > 1) pairs.push(u, g * perGroup + ((i + 1) % ring));
    }
    if (groups > 1) pairs.push(g * perGroup, ((g + 1) % groups) * perGroup);
  }
  const degree = new Uint32Array(n);
  for (const u of pairs) degree[u]++;
  const order: number[] = [];
  for (let g = 0; g < groups; g++) order.push(g * perGroup);
  for (let u = 0; u < n; u++) if (u % perGroup !== 0) order.push(u);
  const firstTime = new Float64Array(n);
  const lastTime = new Float64Array(n);
  for (let u = 0; u < n; u++) {
    firstTime[u] = Date.UTC(2026, 0, 1 + (u % 10));
    lastTime[u] = firstTime[u] + 86_400_000;
  }
  const ids = Array.from({ length: n }, (_, u) => `user${u}`);
  return {
    userCount: n,
    communityCount: groups,
    positions,
    community,
    degree,
    centralityOrder: Uint32Array.from(order),
    firstTime,
    lastTime,
    pairs: Uint32Array.from(pairs),
    ids,
    labels: ids.map((id, u) => (u % perGroup === 0 ? `${id} 山田` : '')),
  };
}
