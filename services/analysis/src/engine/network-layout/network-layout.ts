import type { CsrGraph } from '../network/csr-graph.js';
import { SeededRandom } from '@kizuna/platform/random';
import { coarsen } from './coarsen.js';
import { foldLeaves } from './fold-leaves.js';
import { runForces } from './force-atlas.js';
import { meanEdgeLength, medianPasses } from './median-passes.js';
import { packApartParts } from './pack-apart-parts.js';
import { placeLeaves } from './place-leaves.js';
import type { WeightedGraph } from './weighted-graph.js';

/** Below this many nodes a level is not merged further. */
const COARSEST = 500;
/** A level that merges less than this share of its nodes is the last. */
const LEAST_SHRINK = 0.8;

/**
 * The forces on a level of n nodes: many iterations with a fine Barnes–Hut angle where they are
 * cheap; on the large levels a few, with a coarse angle (the coarser levels have already set
 * where the far parts lie; these settle each node among its neighbours).
 */
export function forcesFor(n: number): { iterations: number; theta: number } {
  return {
    iterations: Math.min(200, Math.max(3, Math.round(NODE_ITERATIONS / n))),
    theta: n > 20_000 ? 3 : n > 5_000 ? 2 : 1.5,
  };
}

/** Iterations of the forces after the median passes (median-passes.ts). */
const SETTLE = 1;

/** Iterations × nodes each level may spend (the largest levels still get 3 iterations). */
const NODE_ITERATIONS = 50_000;

/**
 * Every related user's position from the relations (docs/graph-layout.md): leaves folded into
 * their one neighbour, the rest merged level by level, laid out by ForceAtlas2 forces from the
 * coarsest level down, each level starting where its merged node was; then the users with a few
 * relations moved to their neighbours' median, the leaves laid around their neighbour and the parts
 * apart from the largest packed round it. Users without relations get NaN (each run places them by
 * its communities).
 * Deterministic: the same graph always gives the same positions, with no seed to choose.
 */
export function layoutNetwork(graph: CsrGraph): { x: Float64Array; y: Float64Array } {
  const n = graph.n;
  const x = new Float64Array(n).fill(NaN);
  const y = new Float64Array(n).fill(NaN);
  const folded = foldLeaves(graph);
  const levels: WeightedGraph[] = [folded.core];
  const groupOf: Int32Array[] = [];
  while (levels[levels.length - 1].n > COARSEST) {
    const finer = levels[levels.length - 1];
    const coarser = coarsen(finer);
    if (coarser.graph.n > LEAST_SHRINK * finer.n) break;
    levels.push(coarser.graph);
    groupOf.push(coarser.groupOf);
  }

  const coarsest = levels[levels.length - 1];
  const random = new SeededRandom(coarsest.n);
  let lx = new Float64Array(coarsest.n);
  let ly = new Float64Array(coarsest.n);
  const spread = 10 * Math.sqrt(coarsest.n);
  for (let i = 0; i < coarsest.n; i++) {
    const r = spread * Math.sqrt(random.next());
    const a = 2 * Math.PI * random.next();
    lx[i] = r * Math.cos(a);
    ly[i] = r * Math.sin(a);
  }
  runForces(coarsest, lx, ly, forcesFor(coarsest.n));
  for (let level = levels.length - 2; level >= 0; level--) {
    const fine = levels[level];
    const groups = groupOf[level];
    const jitter = 0.1 * meanEdgeLength(levels[level + 1], lx, ly);
    const fx = new Float64Array(fine.n);
    const fy = new Float64Array(fine.n);
    for (let u = 0; u < fine.n; u++) {
      // Each node starts between its merged node and where its neighbours' merged nodes are,
      // apart from the other members (a fixed angle per node): the few iterations of the large
      // levels then only settle it.
      let sx = 0;
      let sy = 0;
      let sw = 0;
      for (let p = fine.offsets[u]; p < fine.offsets[u + 1]; p++) {
        const g = groups[fine.targets[p]];
        const w = fine.weights[p];
        sx += w * lx[g];
        sy += w * ly[g];
        sw += w;
      }
      const g = groups[u];
      const a = u * 2.399963229728653;
      fx[u] = (sw > 0 ? 0.2 * lx[g] + (0.8 * sx) / sw : lx[g]) + jitter * Math.cos(a);
      fy[u] = (sw > 0 ? 0.2 * ly[g] + (0.8 * sy) / sw : ly[g]) + jitter * Math.sin(a);
    }
    lx = fx;
    ly = fy;
    runForces(fine, lx, ly, forcesFor(fine.n));
  }
  // The users with a few relations to their neighbours' geometric median, then one iteration of
  // the forces to part those sent to the same place.
  medianPasses(folded.core, lx, ly);
  runForces(folded.core, lx, ly, { iterations: SETTLE, theta: forcesFor(folded.core.n).theta });
  placeLeaves(folded, lx, ly, x, y);
  packApartParts(graph, x, y);
  return { x, y };
}
