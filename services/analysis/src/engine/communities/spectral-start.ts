import type { CsrGraph } from '../network/csr-graph.js';

/** Subspace iterations: a fixed count keeps the cost bounded and the answer the same every time. */
const POWER_ITERATIONS = 40;
const KMEANS_ITERATIONS = 30;
/**
 * Extra vectors iterated beside the k wanted (then dropped by Rayleigh–Ritz): the k leading ones
 * converge at the rate λ_{k+g+1}/λ_k instead of λ_{k+1}/λ_k, which is slow when camps are mixed.
 */
const GUARD_VECTORS = 0;
/** The spectral start is for a few camps: above this k its cost grows as k² and modularity's start suffices. */
export const MAX_SPECTRAL_K = 3;

/**
 * A partition into k blocks that does not come from modularity, as a second start for the block
 * model refinement: regularised spectral clustering with SCORE's ratios (Jin 2015). The leading k
 * eigenvectors of the regularised normalised adjacency D_τ^-1/2 A D_τ^-1/2 (τ = the mean degree,
 * Qin and Rohe 2013) are found by subspace iteration; each user's entries of eigenvectors 2..k are
 * divided by its entry of the first, which removes the user's degree, and clipped to ±ln n; the
 * ratios are clustered by degree-weighted k-means (farthest-first start, Lloyd's iterations).
 * Returns null when a block comes out empty or the graph has fewer than k users with ties.
 * Memory: 3k numbers a user.
 */
export function spectralStart(graph: CsrGraph, k: number): Int32Array | null {
  const n = graph.n;
  if (k < 2 || k > MAX_SPECTRAL_K || n < k + GUARD_VECTORS) return null;
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
  const vectors = leadingVectors(graph, scale, k, k + GUARD_VECTORS);
  const dims = k - 1;
  const points = new Float64Array(n * dims);
  const clip = Math.log(n);
  for (let u = 0; u < n; u++) {
    const first = vectors[u * k];
    for (let j = 1; j < k; j++) {
      const ratio = first !== 0 ? vectors[u * k + j] / first : 0;
      points[u * dims + j - 1] = Math.max(-clip, Math.min(clip, ratio));
    }
  }
  const weight = new Float64Array(n);
  for (let u = 0; u < n; u++) weight[u] = degree[u] + tau;
  return weightedKMeans(points, weight, n, dims, k);
}

/**
 * The k leading eigenvectors of M = (I + D_τ^-1/2 A D_τ^-1/2) / 2 (eigenvalues in [0, 1], so the
 * leading ones are the largest of the normalised adjacency), by subspace iteration on q ≥ k fixed
 * start vectors with Gram–Schmidt after every product, then Rayleigh–Ritz: the q × q matrix XᵀMX
 * is diagonalised (Jacobi) and the k Ritz vectors of its largest eigenvalues kept. Vectors are
 * stored interleaved (user u's entries at u·q … u·q + q − 1), so one pass over the edges
 * multiplies all. Returns the k vectors interleaved (u·k + j).
 */
function leadingVectors(graph: CsrGraph, scale: Float64Array, k: number, q: number): Float64Array {
  const n = graph.n;
  const x = new Float64Array(n * q);
  // Fixed, deterministic starts: the first ∝ sqrt(d + τ) (the leading vector), the others waves.
  for (let u = 0; u < n; u++) {
    x[u * q] = 1 / scale[u];
    for (let j = 1; j < q; j++) x[u * q + j] = Math.sin((u + 1) * (j + 1) * 0.7548776662466927);
  }
  orthonormalise(x, n, q);
  const y = new Float64Array(n * q);
  for (let iteration = 0; iteration < POWER_ITERATIONS; iteration++) {
    multiply(graph, scale, x, y, q);
    x.set(y);
    orthonormalise(x, n, q);
  }
  multiply(graph, scale, x, y, q);
  const h = new Float64Array(q * q);
  for (let u = 0; u < n; u++)
    for (let i = 0; i < q; i++) for (let j = 0; j < q; j++) h[i * q + j] += x[u * q + i] * y[u * q + j];
  for (let i = 0; i < q; i++)
    for (let j = i + 1; j < q; j++) h[i * q + j] = h[j * q + i] = (h[i * q + j] + h[j * q + i]) / 2;
  const { values, vectors } = jacobiEigen(h, q);
  const order = Array.from({ length: q }, (_, i) => i).sort((a, b) => values[b] - values[a] || a - b);
  const out = new Float64Array(n * k);
  for (let u = 0; u < n; u++)
    for (let j = 0; j < k; j++) {
      let sum = 0;
      for (let i = 0; i < q; i++) sum += x[u * q + i] * vectors[i * q + order[j]];
      out[u * k + j] = sum;
    }
  // The leading Ritz vector is positive up to sign; make it so, for SCORE's ratios.
  let total = 0;
  for (let u = 0; u < n; u++) total += out[u * k];
  if (total < 0) for (let u = 0; u < n; u++) out[u * k] = -out[u * k];
  return out;
}

/** y = M x for q interleaved vectors, M = (I + S A S) / 2 with S = diag(scale). */
function multiply(graph: CsrGraph, scale: Float64Array, x: Float64Array, y: Float64Array, q: number): void {
  const sum = new Float64Array(q);
  for (let u = 0; u < graph.n; u++) {
    sum.fill(0);
    for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) {
      const v = graph.targets[p];
      const w = graph.weights[p] * scale[v];
      for (let j = 0; j < q; j++) sum[j] += w * x[v * q + j];
    }
    for (let j = 0; j < q; j++) y[u * q + j] = 0.5 * (x[u * q + j] + scale[u] * sum[j]);
  }
}

/** Eigenvalues and eigenvectors (columns of `vectors`) of a small symmetric matrix, cyclic Jacobi. */
function jacobiEigen(matrix: Float64Array, q: number): { values: Float64Array; vectors: Float64Array } {
  const a = Float64Array.from(matrix);
  const vectors = new Float64Array(q * q);
  for (let i = 0; i < q; i++) vectors[i * q + i] = 1;
  for (let sweep = 0; sweep < 50; sweep++) {
    let off = 0;
    for (let i = 0; i < q; i++) for (let j = i + 1; j < q; j++) off += a[i * q + j] ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < q; p++)
      for (let r = p + 1; r < q; r++) {
        const apr = a[p * q + r];
        if (Math.abs(apr) < 1e-300) continue;
        const theta = (a[r * q + r] - a[p * q + p]) / (2 * apr);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let i = 0; i < q; i++) {
          const aip = a[i * q + p];
          const air = a[i * q + r];
          a[i * q + p] = c * aip - s * air;
          a[i * q + r] = s * aip + c * air;
        }
        for (let i = 0; i < q; i++) {
          const api = a[p * q + i];
          const ari = a[r * q + i];
          a[p * q + i] = c * api - s * ari;
          a[r * q + i] = s * api + c * ari;
        }
        for (let i = 0; i < q; i++) {
          const vip = vectors[i * q + p];
          const vir = vectors[i * q + r];
          vectors[i * q + p] = c * vip - s * vir;
          vectors[i * q + r] = s * vip + c * vir;
        }
      }
  }
  const values = new Float64Array(q);
  for (let i = 0; i < q; i++) values[i] = a[i * q + i];
  return { values, vectors };
}

function orthonormalise(x: Float64Array, n: number, k: number): void {
  for (let j = 0; j < k; j++) {
    for (let i = 0; i < j; i++) {
      let dot = 0;
      for (let u = 0; u < n; u++) dot += x[u * k + j] * x[u * k + i];
      for (let u = 0; u < n; u++) x[u * k + j] -= dot * x[u * k + i];
    }
    let norm = 0;
    for (let u = 0; u < n; u++) norm += x[u * k + j] ** 2;
    norm = Math.sqrt(norm);
    if (norm > 0) for (let u = 0; u < n; u++) x[u * k + j] /= norm;
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
