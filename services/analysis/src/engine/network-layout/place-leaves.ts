import type { FoldedGraph } from './fold-leaves.js';

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/**
 * Lays the users folded into a neighbour around it, on a sunflower disc whose area grows with
 * their number (its mass made room for them), never reaching halfway to its nearest related
 * node. `coreX`, `coreY` are the core nodes' positions; writes every related user's into x, y.
 */
export function placeLeaves(
  folded: FoldedGraph,
  coreX: Float64Array,
  coreY: Float64Array,
  x: Float64Array,
  y: Float64Array,
): void {
  const { core, coreOf } = folded;
  const n = coreOf.length;
  const leaves = new Int32Array(core.n);
  for (let u = 0; u < n; u++) if (folded.folded[u]) leaves[coreOf[u]]++;
  // Distance of each core node to its nearest neighbour in the core.
  const nearest = new Float64Array(core.n).fill(Infinity);
  for (let a = 0; a < core.n; a++)
    for (let p = core.offsets[a]; p < core.offsets[a + 1]; p++) {
      const b = core.targets[p];
      const d = Math.hypot(coreX[a] - coreX[b], coreY[a] - coreY[b]);
      if (d < nearest[a]) nearest[a] = d;
    }
  // How far neighbours sit for a node's mass, typically: the discs take a share of it.
  const ratios: number[] = [];
  for (let a = 0; a < core.n; a++)
    if (leaves[a] > 0 && Number.isFinite(nearest[a])) ratios.push(nearest[a] / Math.sqrt(core.mass[a]));
  ratios.sort((p, q) => p - q);
  const unit = ratios.length > 0 ? 0.4 * ratios[Math.floor(ratios.length / 2)] : 1;

  const placed = new Int32Array(core.n);
  for (let u = 0; u < n; u++) {
    const c = coreOf[u];
    if (c < 0) continue;
    if (!folded.folded[u]) {
      x[u] = coreX[c];
      y[u] = coreY[c];
      continue;
    }
    const count = leaves[c];
    const radius = Math.min(unit * Math.sqrt(count), 0.45 * nearest[c]);
    const i = placed[c]++;
    const r = radius * Math.sqrt((i + 0.5) / count);
    const angle = i * GOLDEN_ANGLE + c;
    x[u] = coreX[c] + r * Math.cos(angle);
    y[u] = coreY[c] + r * Math.sin(angle);
  }
}
