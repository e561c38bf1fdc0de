import type { CsrGraph } from '../network/csr-graph.js';
import { SeededRandom } from '@kizuna/platform/random';

/**
 * For each user, the share of its `k` nearest users on the picture that are in its own group,
 * averaged over the users (issue 59's measure (a)). Nearest by a grid of about 2 users a cell.
 */
export function nearestSameGroupShare(x: ArrayLike<number>, y: ArrayLike<number>, group: Int32Array, k = 10): number {
  const n = group.length;
  if (n <= k) return 1;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let u = 0; u < n; u++) {
    minX = Math.min(minX, x[u]);
    maxX = Math.max(maxX, x[u]);
    minY = Math.min(minY, y[u]);
    maxY = Math.max(maxY, y[u]);
  }
  const side = Math.max(1, Math.ceil(Math.sqrt(n / 2)));
  const cell = Math.max(maxX - minX, maxY - minY, 1e-9) / side;
  const cellOf = (px: number, py: number) =>
    Math.min(side - 1, Math.floor((px - minX) / cell)) * side + Math.min(side - 1, Math.floor((py - minY) / cell));
  const start = new Int32Array(side * side + 1);
  for (let u = 0; u < n; u++) start[cellOf(x[u], y[u]) + 1]++;
  for (let c = 0; c < side * side; c++) start[c + 1] += start[c];
  const members = new Int32Array(n);
  const fill = start.slice(0, side * side);
  for (let u = 0; u < n; u++) members[fill[cellOf(x[u], y[u])]++] = u;

  const bestD = new Float64Array(k);
  const bestU = new Int32Array(k);
  let sum = 0;
  for (let u = 0; u < n; u++) {
    bestD.fill(Infinity);
    const cx = Math.min(side - 1, Math.floor((x[u] - minX) / cell));
    const cy = Math.min(side - 1, Math.floor((y[u] - minY) / cell));
    for (let ring = 0; ring < side; ring++) {
      for (let i = cx - ring; i <= cx + ring; i++)
        for (let j = cy - ring; j <= cy + ring; j++) {
          if (Math.max(Math.abs(i - cx), Math.abs(j - cy)) !== ring) continue;
          if (i < 0 || j < 0 || i >= side || j >= side) continue;
          const c = i * side + j;
          for (let p = start[c]; p < start[c + 1]; p++) {
            const v = members[p];
            if (v === u) continue;
            const d = (x[u] - x[v]) ** 2 + (y[u] - y[v]) ** 2;
            if (d >= bestD[k - 1]) continue;
            let q = k - 1;
            while (q > 0 && bestD[q - 1] > d) {
              bestD[q] = bestD[q - 1];
              bestU[q] = bestU[q - 1];
              q--;
            }
            bestD[q] = d;
            bestU[q] = v;
          }
        }
      // Every user within `ring` cells is seen: done once the k-th is nearer than that.
      if (bestD[k - 1] <= (ring * cell) ** 2) break;
    }
    let same = 0;
    for (let q = 0; q < k; q++) if (group[bestU[q]] === group[u]) same++;
    sum += same / k;
  }
  return sum / n;
}

/**
 * Within each community, the median distance of related pairs over the median distance of random
 * pairs of the same community (issue 59's measure (b)): below 1 when related users lie closer.
 */
export function relatedOverRandomDistance(
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  graph: CsrGraph,
  community: Int32Array,
  seed = 1,
): number {
  const related: number[] = [];
  for (let u = 0; u < graph.n; u++)
    for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) {
      const v = graph.targets[p];
      if (v > u && community[u] === community[v]) related.push(Math.hypot(x[u] - x[v], y[u] - y[v]));
    }
  const members = new Map<number, number[]>();
  for (let u = 0; u < community.length; u++) {
    const list = members.get(community[u]) ?? [];
    list.push(u);
    members.set(community[u], list);
  }
  // As many random pairs per community as it has related pairs (at least one).
  const perCommunity = new Map<number, number>();
  for (let u = 0; u < graph.n; u++)
    for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) {
      const v = graph.targets[p];
      if (v > u && community[u] === community[v])
        perCommunity.set(community[u], (perCommunity.get(community[u]) ?? 0) + 1);
    }
  const random = new SeededRandom(seed);
  const unrelated: number[] = [];
  for (const [c, count] of perCommunity) {
    const list = members.get(c)!;
    for (let i = 0; i < count; i++) {
      const a = list[random.int(list.length)];
      const b = list[random.int(list.length)];
      if (a !== b) unrelated.push(Math.hypot(x[a] - x[b], y[a] - y[b]));
    }
  }
  return median(related) / median(unrelated);
}

function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.floor(sorted.length / 2)];
}
