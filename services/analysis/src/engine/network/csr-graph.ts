/**
 * Compressed sparse row adjacency: the neighbours of node i are targets[offsets[i] .. offsets[i+1])
 * with the matching weights. Typed arrays keep 100k-node graphs cheap to build and to walk.
 */
export interface CsrGraph {
  n: number;
  offsets: Int32Array;
  targets: Int32Array;
  weights: Float64Array;
}

/**
 * Builds a CSR graph from an edge list, summing the weights of repeated (source, target) pairs.
 * Within a row, targets keep the order of their first appearance, so the result is a pure function
 * of the input order.
 */
export function buildCsr(
  n: number,
  sources: Int32Array,
  targets: Int32Array,
  weights: Float64Array,
  count: number,
): CsrGraph {
  const rowCount = new Int32Array(n + 1);
  for (let e = 0; e < count; e++) rowCount[sources[e] + 1]++;
  for (let i = 0; i < n; i++) rowCount[i + 1] += rowCount[i];
  const rawTargets = new Int32Array(count);
  const rawWeights = new Float64Array(count);
  const fill = rowCount.slice(0, n);
  for (let e = 0; e < count; e++) {
    const at = fill[sources[e]]++;
    rawTargets[at] = targets[e];
    rawWeights[at] = weights[e];
  }
  // Merge duplicates row by row; slotOf[t] remembers where target t went in the current row.
  const slotOf = new Int32Array(n).fill(-1);
  const offsets = new Int32Array(n + 1);
  const outTargets = new Int32Array(count);
  const outWeights = new Float64Array(count);
  let written = 0;
  for (let i = 0; i < n; i++) {
    offsets[i] = written;
    const rowStart = written;
    for (let p = rowCount[i]; p < rowCount[i + 1]; p++) {
      const t = rawTargets[p];
      const slot = slotOf[t];
      if (slot >= rowStart) {
        outWeights[slot] += rawWeights[p];
      } else {
        slotOf[t] = written;
        outTargets[written] = t;
        outWeights[written] = rawWeights[p];
        written++;
      }
    }
  }
  offsets[n] = written;
  return { n, offsets, targets: outTargets.slice(0, written), weights: outWeights.slice(0, written) };
}

/** Undirected view of a directed graph: w(u,v) = w(u→v) + w(v→u), stored in both rows; self-loops dropped. */
export function toUndirected(graph: CsrGraph): CsrGraph {
  const m = graph.targets.length;
  const sources = new Int32Array(2 * m);
  const targets = new Int32Array(2 * m);
  const weights = new Float64Array(2 * m);
  let count = 0;
  for (let u = 0; u < graph.n; u++) {
    for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) {
      const v = graph.targets[p];
      if (v === u) continue;
      const w = graph.weights[p];
      sources[count] = u;
      targets[count] = v;
      weights[count++] = w;
      sources[count] = v;
      targets[count] = u;
      weights[count++] = w;
    }
  }
  return buildCsr(graph.n, sources, targets, weights, count);
}

/** Weighted degree (strength) of every node. */
export function strengths(graph: CsrGraph): Float64Array {
  const result = new Float64Array(graph.n);
  for (let i = 0; i < graph.n; i++) {
    let s = 0;
    for (let p = graph.offsets[i]; p < graph.offsets[i + 1]; p++) s += graph.weights[p];
    result[i] = s;
  }
  return result;
}
