import { BarnesHut } from './barnes-hut.js';
import type { WeightedGraph } from './weighted-graph.js';

/** The forces' settings (ForceAtlas2's names). */
export interface ForceSettings {
  iterations: number;
  /** Barnes–Hut angle. */
  theta: number;
}

/** Repulsion strength (FA2's scalingRatio). */
const SCALING = 2;
/** Strength of the LinLog attraction against the repulsion. */
const ATTRACTION = 40;
/** Pull of every node towards the middle, by its mass: keeps unconnected parts near. */
const GRAVITY = 1;

/**
 * ForceAtlas2 iterations on one level: LinLog attraction along the edges (it separates groups
 * more clearly than a linear one: issue 59's measures on the planted bench) (weighted by the root
 * of the relations behind them, so a pair retweeting each other a hundred times does not
 * collapse), mass-weighted repulsion (Barnes–Hut) and gravity; each node moves by its force,
 * slowed where it swings (FA2's local speed), so the layout settles instead of oscillating.
 */
export function runForces(
  graph: WeightedGraph,
  x: Float64Array,
  y: Float64Array,
  { iterations, theta }: ForceSettings,
): void {
  const { n, offsets, targets, weights, mass } = graph;
  if (n < 2) return;
  const fx = new Float64Array(n);
  const fy = new Float64Array(n);
  const oldX = new Float64Array(n);
  const oldY = new Float64Array(n);
  const pull = Float64Array.from(weights, (w) => ATTRACTION * Math.sqrt(w));
  const tree = new BarnesHut(theta);
  for (let it = 0; it < iterations; it++) {
    oldX.set(fx);
    oldY.set(fy);
    fx.fill(0);
    fy.fill(0);
    tree.repel(x, y, mass, n, SCALING, fx, fy);
    for (let u = 0; u < n; u++) {
      const d = Math.sqrt(x[u] * x[u] + y[u] * y[u]);
      if (d > 0) {
        const g = (GRAVITY * mass[u]) / d;
        fx[u] -= x[u] * g;
        fy[u] -= y[u] * g;
      }
      for (let p = offsets[u]; p < offsets[u + 1]; p++) {
        const v = targets[p];
        // Each edge is in both rows: each end pulls itself, by the log of the distance (LinLog).
        const dx = x[v] - x[u];
        const dy = y[v] - y[u];
        const d = Math.sqrt(dx * dx + dy * dy);
        if (d > 0) {
          const f = (pull[p] * Math.log1p(d)) / d;
          fx[u] += dx * f;
          fy[u] += dy * f;
        }
      }
    }
    // Local speed (FA2): a node whose force turns round moves less.
    const speed = 1;
    for (let u = 0; u < n; u++) {
      const sx = oldX[u] - fx[u];
      const sy = oldY[u] - fy[u];
      const swinging = mass[u] * Math.sqrt(sx * sx + sy * sy);
      const factor = speed / (1 + Math.sqrt(speed * swinging));
      x[u] += fx[u] * factor;
      y[u] += fy[u] * factor;
    }
  }
}
