import type { CsrGraph } from '../network/csr-graph.js';

/** Subspace iterations: a fixed count keeps the cost bounded and the answer the same every time. */
const POWER_ITERATIONS = 60;
const KMEANS_ITERATIONS = 30;

/**
 * A partition into k blocks that does not come from modularity, as a second start for the block
 * model refinement: regularised spectral clustering with SCORE's ratios (Jin 2015). The leading k
 * eigenvectors of the regularised normalised adjacency D_τ^-1/2 A D_τ^-1/2 (τ = the mean degree,
 * Qin and Rohe 2013) are found by subspace iteration; each user's entries of eigenvectors 2..k are
 * divided by its entry of the first, which removes the user's degree, and clipped to ±ln n; the
 * ratios are clustered by degree-weighted k-means (farthest-first start, Lloyd's iterations).
 * Returns null when a block comes out empty or the graph has fewer than k users with ties.
 * Memory: k + 2 vectors of n numbers.
 */
export function spectralStart(graph: CsrGraph, k: number): Int32Array | null {
  const n = graph.n;
  if (k < 2 || n < k) return null;
  const degree = new Float64Array(n);
  let total = 0;
  for (let u = 0; u < n; u++) {
    for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) degree[u] += graph.weights[p];
    total += degree[u];
  }
  if (total === 0) return null;
  const tau = total / n;
  const scale = new Float64Array(n);
  for (let u = 0; u < n; u++) scale[u] = 1 / Math.sqrt(degree[u] + tau);
  const vectors = leadingVectors(graph, scale, k);
  const dims = k - 1;
  const points = new Float64Array(n * dims);
  const clip = Math.log(n);
  for (let u = 0; u < n; u++) {
    const first = vectors[0][u];
    for (let j = 1; j < k; j++) {
      const ratio = first !== 0 ? vectors[j][u] / first : 0;
      points[u * dims + j - 1] = Math.max(-clip, Math.min(clip, ratio));
    }
  }
  const weight = new Float64Array(n);
  for (let u = 0; u < n; u++) weight[u] = degree[u] + tau;
  return weightedKMeans(points, weight, n, dims, k);
}

/**
 * The k leading eigenvectors of (I + D_τ^-1/2 A D_τ^-1/2) / 2 (eigenvalues in [0, 1], so the
 * leading ones are the largest of the normalised adjacency), by subspace iteration from fixed
 * vectors with Gram–Schmidt orthonormalisation after every product.
 */
function leadingVectors(graph: CsrGraph, scale: Float64Array, k: number): Float64Array[] {
  const n = graph.n;
  const vectors: Float64Array[] = [];
  for (let j = 0; j < k; j++) {
    const v = new Float64Array(n);
    // Fixed, deterministic and not orthogonal to any structure: the first is ∝ sqrt(d + τ).
    for (let u = 0; u < n; u++) v[u] = j === 0 ? 1 / scale[u] : Math.sin((u + 1) * (j + 1) * 0.7548776662466927);
    vectors.push(v);
  }
  orthonormalise(vectors);
  const scratch = new Float64Array(n);
  for (let iteration = 0; iteration < POWER_ITERATIONS; iteration++) {
    for (const v of vectors) {
      for (let u = 0; u < n; u++) scratch[u] = v[u] * scale[u];
      for (let u = 0; u < n; u++) {
        let sum = 0;
        for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++)
          sum += graph.weights[p] * scratch[graph.targets[p]];
        v[u] = 0.5 * (v[u] + scale[u] * sum);
      }
    }
    orthonormalise(vectors);
  }
  return vectors;
}

function orthonormalise(vectors: Float64Array[]): void {
  for (let j = 0; j < vectors.length; j++) {
    const v = vectors[j];
    for (let i = 0; i < j; i++) {
      const w = vectors[i];
      let dot = 0;
      for (let u = 0; u < v.length; u++) dot += v[u] * w[u];
      for (let u = 0; u < v.length; u++) v[u] -= dot * w[u];
    }
    let norm = 0;
    for (let u = 0; u < v.length; u++) norm += v[u] * v[u];
    norm = Math.sqrt(norm);
    if (norm > 0) for (let u = 0; u < v.length; u++) v[u] /= norm;
  }
}

function weightedKMeans(
  points: Float64Array,
  weight: Float64Array,
  n: number,
  dims: number,
  k: number,
): Int32Array | null {
  const centres = new Float64Array(k * dims);
  const nearest = new Float64Array(n).fill(Infinity);
  // Farthest-first start weighted by degree: the heaviest user, then repeatedly the user whose
  // weight times squared distance to the centres chosen so far is largest (ties: lowest index).
  let pick = 0;
  for (let u = 1; u < n; u++) if (weight[u] > weight[pick]) pick = u;
  for (let c = 0; c < k; c++) {
    for (let j = 0; j < dims; j++) centres[c * dims + j] = points[pick * dims + j];
    let bestScore = -1;
    let next = 0;
    for (let u = 0; u < n; u++) {
      let dist = 0;
      for (let j = 0; j < dims; j++) dist += (points[u * dims + j] - centres[c * dims + j]) ** 2;
      if (dist < nearest[u]) nearest[u] = dist;
      const score = weight[u] * nearest[u];
      if (score > bestScore) {
        bestScore = score;
        next = u;
      }
    }
    pick = next;
  }
  const membership = new Int32Array(n);
  const mass = new Float64Array(k);
  for (let iteration = 0; iteration < KMEANS_ITERATIONS; iteration++) {
    let changed = false;
    for (let u = 0; u < n; u++) {
      let best = 0;
      let bestDist = Infinity;
      for (let c = 0; c < k; c++) {
        let dist = 0;
        for (let j = 0; j < dims; j++) dist += (points[u * dims + j] - centres[c * dims + j]) ** 2;
        if (dist < bestDist) {
          bestDist = dist;
          best = c;
        }
      }
      if (iteration === 0 || membership[u] !== best) changed = true;
      membership[u] = best;
    }
    if (!changed) break;
    centres.fill(0);
    mass.fill(0);
    for (let u = 0; u < n; u++) {
      const c = membership[u];
      mass[c] += weight[u];
      for (let j = 0; j < dims; j++) centres[c * dims + j] += weight[u] * points[u * dims + j];
    }
    for (let c = 0; c < k; c++) if (mass[c] > 0) for (let j = 0; j < dims; j++) centres[c * dims + j] /= mass[c];
  }
  const size = new Int32Array(k);
  for (let u = 0; u < n; u++) size[membership[u]]++;
  for (let c = 0; c < k; c++) if (size[c] === 0) return null;
  return membership;
}
