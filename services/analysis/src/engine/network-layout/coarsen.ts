import { mergeGroups, type WeightedGraph } from './weighted-graph.js';

/** A graph merged one level coarser, and which of its nodes each finer node went to. */
export interface CoarserLevel {
  graph: WeightedGraph;
  groupOf: Int32Array;
}

/**
 * A group of merged nodes grows no larger than this in one level (stars would collapse whole),
 * except by nodes whose one neighbour is in it: they can go nowhere else.
 */
const MAX_GROUP = 3;
/** Nodes without neighbours merged into one. */
const LONELY_GROUP = 8;

/**
 * One level of the multilevel layout: each node, lightest first, joins the neighbour it is most
 * tied to for their masses (weight / (mass · mass)), preferring one not yet taken and otherwise
 * that neighbour's group while it is small. Deterministic: ties go to the lower index.
 */
export function coarsen(graph: WeightedGraph): CoarserLevel {
  const { n, offsets, targets, weights, mass } = graph;
  // Lightest first: by degree, then index (a counting sort).
  let maxDegree = 0;
  for (let u = 0; u < n; u++) maxDegree = Math.max(maxDegree, offsets[u + 1] - offsets[u]);
  const byDegree = new Int32Array(maxDegree + 2);
  for (let u = 0; u < n; u++) byDegree[offsets[u + 1] - offsets[u] + 1]++;
  for (let d = 0; d <= maxDegree; d++) byDegree[d + 1] += byDegree[d];
  const order = new Int32Array(n);
  for (let u = 0; u < n; u++) order[byDegree[offsets[u + 1] - offsets[u]]++] = u;

  const groupOf = new Int32Array(n).fill(-1);
  const groupSize = new Int32Array(n);
  let groups = 0;
  let lonely = -1;
  for (const u of order) {
    if (groupOf[u] >= 0) continue;
    if (offsets[u + 1] === offsets[u]) {
      // Nodes with no neighbour at this level (parts of the network apart from the rest) go
      // together a few at a time: only repulsion and gravity place them anyway.
      if (lonely < 0 || groupSize[lonely] === LONELY_GROUP) {
        lonely = groups++;
        groupSize[lonely] = 0;
      }
      groupOf[u] = lonely;
      groupSize[lonely]++;
      continue;
    }
    let free = -1;
    let freeScore = -1;
    let taken = -1;
    let takenScore = -1;
    for (let p = offsets[u]; p < offsets[u + 1]; p++) {
      const v = targets[p];
      const score = weights[p] / (mass[u] * mass[v]);
      if (groupOf[v] < 0) {
        if (score > freeScore || (score === freeScore && v < free)) {
          free = v;
          freeScore = score;
        }
      } else if (groupSize[groupOf[v]] < MAX_GROUP || offsets[u + 1] - offsets[u] === 1) {
        if (score > takenScore || (score === takenScore && v < taken)) {
          taken = v;
          takenScore = score;
        }
      }
    }
    if (free >= 0) {
      groupOf[u] = groupOf[free] = groups;
      groupSize[groups++] = 2;
    } else if (taken >= 0) {
      groupOf[u] = groupOf[taken];
      groupSize[groupOf[u]]++;
    } else {
      groupOf[u] = groups;
      groupSize[groups++] = 1;
    }
  }
  return { graph: mergeGroups(graph, groupOf, groups), groupOf };
}
