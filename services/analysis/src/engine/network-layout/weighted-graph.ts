/**
 * An undirected weighted graph in compressed rows, with a mass per node (1 + the users folded
 * into it): the shape every level of the layout works on.
 */
export interface WeightedGraph {
  n: number;
  offsets: Int32Array;
  targets: Int32Array;
  weights: Float64Array;
  mass: Float64Array;
}

/**
 * Merges each group of nodes into one (`groupOf[u]` in 0..groups-1): the masses add up, the
 * weights of the edges between two groups add up, edges inside a group go.
 */
export function mergeGroups(graph: WeightedGraph, groupOf: Int32Array, groups: number): WeightedGraph {
  const { n, offsets, targets, weights } = graph;
  // The members of each group, by a counting sort.
  const start = new Int32Array(groups + 1);
  for (let u = 0; u < n; u++) start[groupOf[u] + 1]++;
  for (let g = 0; g < groups; g++) start[g + 1] += start[g];
  const members = new Int32Array(n);
  const fill = start.slice(0, groups);
  for (let u = 0; u < n; u++) members[fill[groupOf[u]]++] = u;

  const mass = new Float64Array(groups);
  for (let u = 0; u < n; u++) mass[groupOf[u]] += graph.mass[u];
  const outOffsets = new Int32Array(groups + 1);
  let outTargets = new Int32Array(Math.max(16, targets.length));
  let outWeights = new Float64Array(outTargets.length);
  const slotOf = new Int32Array(groups).fill(-1);
  let written = 0;
  for (let g = 0; g < groups; g++) {
    outOffsets[g] = written;
    const rowStart = written;
    for (let i = start[g]; i < start[g + 1]; i++) {
      const u = members[i];
      for (let p = offsets[u]; p < offsets[u + 1]; p++) {
        const h = groupOf[targets[p]];
        if (h === g) continue;
        const slot = slotOf[h];
        if (slot >= rowStart) {
          outWeights[slot] += weights[p];
        } else {
          if (written === outTargets.length) {
            const t = new Int32Array(written * 2);
            t.set(outTargets);
            outTargets = t;
            const w = new Float64Array(written * 2);
            w.set(outWeights);
            outWeights = w;
          }
          slotOf[h] = written;
          outTargets[written] = h;
          outWeights[written++] = weights[p];
        }
      }
    }
  }
  outOffsets[groups] = written;
  return {
    n: groups,
    offsets: outOffsets,
    targets: outTargets.slice(0, written),
    weights: outWeights.slice(0, written),
    mass,
  };
}
