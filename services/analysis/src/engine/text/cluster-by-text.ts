import { SeededRandom } from '@kizuna/platform/random';
import { AnalysisError, AnalysisErrorCode } from '../types.js';
import { tfidfRows, type SparseRows } from './tfidf-vectors.js';

const MAX_ITERATIONS = 100;
// Sparse text vectors leave k-means in poor local optima from some starts; keep the best of several.
const RUNS = 4;
// Least objective gain worth a move; smaller gains are rounding noise and could cycle.
const IMPROVEMENT = 1e-12;
// A phase ends when at most this share of users moved in its last round (0 on small data).
const SETTLED_SHARE = 0.001;

/**
 * Groups users into exactly k clusters by what they write, for data with no interactions at all:
 * spherical k-means (cosine similarity) over the users' TF-IDF vectors (see tfidfRows), started
 * by k-means++ from a PRNG seeded with `seed`, so the result depends only on the inputs; of
 * several runs, the one with the highest total similarity of users to their cluster centre wins.
 * No cluster is left empty. Clusters are numbered by size, largest first (ties: the cluster with
 * the earliest user first); users without terms join cluster 0.
 * Throws AnalysisError(NoSignal) when fewer than k users have any terms.
 */
export function clusterByText(userTerms: readonly (readonly string[])[], k: number, seed: number): Int32Array {
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`k must be a whole number ≥ 1, got ${k}`);
  const rows = tfidfRows(userTerms);
  const active: number[] = [];
  for (let r = 0; r < userTerms.length; r++) if (rows.offsets[r + 1] > rows.offsets[r]) active.push(r);
  if (active.length < k) {
    throw new AnalysisError(
      AnalysisErrorCode.NoSignal,
      `grouping by text needs at least ${k} users with terms; found ${active.length}`,
    );
  }
  const random = new SeededRandom(seed);
  let best = kMeans(rows, active, k, random);
  for (let run = 1; run < RUNS; run++) {
    const next = kMeans(rows, active, k, random);
    if (next.cohesion > best.cohesion) best = next;
  }
  return numberBySize(best.assigned, active, userTerms.length, k);
}

interface Clustering {
  /** Cluster of each active user. */
  assigned: Int32Array;
  /** Spherical k-means objective: sum of users' cosine similarity to their cluster's mean direction. */
  cohesion: number;
}

/**
 * One spherical k-means run: Lloyd iterations from k-means++ seeds, then single-user moves that
 * raise the objective (Dhillon's "first variation"), which gets sparse text out of the optima
 * where Lloyd stalls (users sharing no term with any centre).
 */
function kMeans(rows: SparseRows, active: readonly number[], k: number, random: SeededRandom): Clustering {
  const clusters = new ClusterSums(rows, active, k);
  const centroids = seedCentroids(rows, active, k, random);
  const assigned = new Int32Array(active.length).fill(-1);
  const fit = new Float64Array(active.length);
  // Both phases stop once almost nobody moves: on large data the last moves take many passes and change little.
  const settled = Math.floor(active.length * SETTLED_SHARE);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const changed = assign(rows, active, centroids, k, assigned, fit);
    fillEmptyClusters(assigned, fit, k);
    clusters.rebuild(assigned);
    clusters.writeCentroids(centroids);
    if (changed <= settled) break;
  }
  for (let pass = 0; pass < MAX_ITERATIONS; pass++) {
    if (clusters.improveByMoves(assigned) <= settled) break;
  }
  return { assigned, cohesion: clusters.cohesion() };
}

/** Per cluster, the sum of its members' unit vectors; a cluster's objective share is that sum's length. */
class ClusterSums {
  private readonly sums: Float64Array;
  private readonly squaredNorms: Float64Array;
  private readonly sizes: Int32Array;

  constructor(
    private readonly rows: SparseRows,
    private readonly active: readonly number[],
    private readonly k: number,
  ) {
    this.sums = new Float64Array(k * rows.dimension);
    this.squaredNorms = new Float64Array(k);
    this.sizes = new Int32Array(k);
  }

  rebuild(assigned: Int32Array): void {
    this.sums.fill(0);
    this.sizes.fill(0);
    for (let i = 0; i < this.active.length; i++) this.add(i, assigned[i], 1);
    for (let c = 0; c < this.k; c++) {
      let sum = 0;
      for (let t = c * this.rows.dimension; t < (c + 1) * this.rows.dimension; t++) sum += this.sums[t] ** 2;
      this.squaredNorms[c] = sum;
    }
  }

  writeCentroids(centroids: Float64Array): void {
    const d = this.rows.dimension;
    for (let c = 0; c < this.k; c++) {
      const norm = Math.sqrt(this.squaredNorms[c]);
      for (let t = c * d; t < (c + 1) * d; t++) centroids[t] = norm > 0 ? this.sums[t] / norm : 0;
    }
  }

  /** One pass of best single-user moves; returns how many users moved. */
  improveByMoves(assigned: Int32Array): number {
    const d = this.rows.dimension;
    let moved = 0;
    for (let i = 0; i < this.active.length; i++) {
      const from = assigned[i];
      if (this.sizes[from] === 1) continue;
      const row = this.active[i];
      // Unit vectors: |S - x|² = |S|² - 2 x·S + 1 and |S + x|² = |S|² + 2 x·S + 1.
      const leaving = Math.sqrt(
        Math.max(0, this.squaredNorms[from] - 2 * dot(this.rows, row, this.sums, from * d) + 1),
      );
      const loss = Math.sqrt(this.squaredNorms[from]) - leaving;
      let best = from;
      let bestGain = IMPROVEMENT;
      for (let c = 0; c < this.k; c++) {
        if (c === from) continue;
        const joined = Math.sqrt(this.squaredNorms[c] + 2 * dot(this.rows, row, this.sums, c * d) + 1);
        const gain = joined - Math.sqrt(this.squaredNorms[c]) - loss;
        if (gain > bestGain) {
          best = c;
          bestGain = gain;
        }
      }
      if (best === from) continue;
      this.squaredNorms[from] = leaving ** 2;
      this.squaredNorms[best] += 2 * dot(this.rows, row, this.sums, best * d) + 1;
      this.add(i, from, -1);
      this.add(i, best, 1);
      assigned[i] = best;
      moved++;
    }
    return moved;
  }

  cohesion(): number {
    let total = 0;
    for (let c = 0; c < this.k; c++) total += Math.sqrt(this.squaredNorms[c]);
    return total;
  }

  private add(i: number, cluster: number, sign: 1 | -1): void {
    const row = this.active[i];
    const offset = cluster * this.rows.dimension;
    for (let j = this.rows.offsets[row]; j < this.rows.offsets[row + 1]; j++) {
      this.sums[offset + this.rows.ids[j]] += sign * this.rows.weights[j];
    }
    this.sizes[cluster] += sign;
  }
}

function dot(rows: SparseRows, row: number, dense: Float64Array, offset: number): number {
  let sum = 0;
  for (let j = rows.offsets[row]; j < rows.offsets[row + 1]; j++) sum += rows.weights[j] * dense[offset + rows.ids[j]];
  return sum;
}

/**
 * Greedy k-means++ (as in scikit-learn): each next seed is the best, by remaining potential, of a
 * few candidates drawn with probability proportional to their squared cosine distance from the
 * nearest seed so far. Plain k-means++ is close to uniform on sparse text, where most users are
 * nearly orthogonal, and often seeds two clusters in one topic.
 */
function seedCentroids(rows: SparseRows, active: readonly number[], k: number, random: SeededRandom): Float64Array {
  const d = rows.dimension;
  const m = active.length;
  const centroids = new Float64Array(k * d);
  const chosen = new Uint8Array(m);
  // Similarity of each user to the nearest seed, and the potential (squared distance) it leaves.
  const nearest = new Float64Array(m).fill(-Infinity);
  const potential = new Float64Array(m);
  const trial = new Float64Array(m);
  const candidate = new Float64Array(d);
  const trials = 2 + Math.floor(Math.log(k));
  let pick = random.int(m);
  for (let c = 0; c < k; c++) {
    chosen[pick] = 1;
    const row = active[pick];
    for (let j = rows.offsets[row]; j < rows.offsets[row + 1]; j++) centroids[c * d + rows.ids[j]] = rows.weights[j];
    if (c === k - 1) break;
    let total = 0;
    for (let i = 0; i < m; i++) {
      nearest[i] = Math.max(nearest[i], dot(rows, active[i], centroids, c * d));
      potential[i] = chosen[i] ? 0 : Math.max(0, 1 - nearest[i]) ** 2;
      total += potential[i];
    }
    if (total === 0) {
      pick = drawUnchosen(chosen, random);
      continue;
    }
    let bestLeft = Infinity;
    for (let t = 0; t < trials; t++) {
      const drawn = drawWeighted(potential, total, random);
      const drawnRow = active[drawn];
      for (let j = rows.offsets[drawnRow]; j < rows.offsets[drawnRow + 1]; j++)
        candidate[rows.ids[j]] = rows.weights[j];
      let left = 0;
      for (let i = 0; i < m; i++) {
        trial[i] = i === drawn ? 0 : Math.min(potential[i], Math.max(0, 1 - dot(rows, active[i], candidate, 0)) ** 2);
        left += trial[i];
      }
      for (let j = rows.offsets[drawnRow]; j < rows.offsets[drawnRow + 1]; j++) candidate[rows.ids[j]] = 0;
      if (left < bestLeft) {
        bestLeft = left;
        pick = drawn;
      }
    }
  }
  return centroids;
}

function drawWeighted(weights: Float64Array, total: number, random: SeededRandom): number {
  let target = random.next() * total;
  let last = -1;
  for (let i = 0; i < weights.length; i++) {
    if (weights[i] === 0) continue;
    last = i;
    target -= weights[i];
    if (target < 0) return i;
  }
  return last;
}

// All remaining points coincide with a seed: take any point not yet a seed.
function drawUnchosen(chosen: Uint8Array, random: SeededRandom): number {
  let skip = random.int(chosen.length - chosen.reduce((a, b) => a + b, 0));
  for (let i = 0; i < chosen.length; i++) {
    if (chosen[i]) continue;
    if (skip-- === 0) return i;
  }
  throw new Error('no unchosen point left');
}

/** Moves each point to its most similar centroid (ties: lower index); returns how many moved. */
function assign(
  rows: SparseRows,
  active: readonly number[],
  centroids: Float64Array,
  k: number,
  assigned: Int32Array,
  fit: Float64Array,
): number {
  let changed = 0;
  for (let i = 0; i < active.length; i++) {
    let best = 0;
    let bestSimilarity = -Infinity;
    for (let c = 0; c < k; c++) {
      const similarity = dot(rows, active[i], centroids, c * rows.dimension);
      if (similarity > bestSimilarity) {
        best = c;
        bestSimilarity = similarity;
      }
    }
    if (assigned[i] !== best) changed++;
    assigned[i] = best;
    fit[i] = bestSimilarity;
  }
  return changed;
}

/** Gives each empty cluster the worst-fitting point of a cluster that can spare one. */
function fillEmptyClusters(assigned: Int32Array, fit: Float64Array, k: number): void {
  const sizes = new Int32Array(k);
  for (const c of assigned) sizes[c]++;
  for (let empty = 0; empty < k; empty++) {
    if (sizes[empty] > 0) continue;
    let worst = -1;
    for (let i = 0; i < assigned.length; i++) {
      if (sizes[assigned[i]] > 1 && (worst === -1 || fit[i] < fit[worst])) worst = i;
    }
    sizes[assigned[worst]]--;
    assigned[worst] = empty;
    sizes[empty] = 1;
    fit[worst] = Infinity;
  }
}

function numberBySize(assigned: Int32Array, active: readonly number[], users: number, k: number): Int32Array {
  const sizes = new Int32Array(k);
  const firstMember = new Int32Array(k).fill(-1);
  assigned.forEach((c, i) => {
    sizes[c]++;
    if (firstMember[c] === -1) firstMember[c] = i;
  });
  const order = Array.from({ length: k }, (_, c) => c).sort(
    (a, b) => sizes[b] - sizes[a] || firstMember[a] - firstMember[b],
  );
  const rank = new Int32Array(k);
  order.forEach((c, r) => (rank[c] = r));
  // Users without terms stay in cluster 0, the largest.
  const cluster = new Int32Array(users);
  active.forEach((user, i) => (cluster[user] = rank[assigned[i]]));
  return cluster;
}
