import { SeededRandom } from '../random/seeded-random.js';

/** Sparse term vectors of units (users): term ids and weights per unit, L2-normalised on use. */
export interface SparseVectors {
  offsets: Int32Array;
  ids: Int32Array;
  values: Float64Array;
  dimensions: number;
}

const MAX_ROUNDS = 50;
const RESTARTS = 5;

/**
 * Exactly k non-empty groups of units by spherical k-means on TF-IDF vectors (cosine similarity),
 * seeded by k-means++ (D² sampling) from the seeded PRNG; the best of a few restarts (highest total
 * similarity to the group centres) wins, since one unlucky start can put two centres in one topic.
 * Units without terms get -1. A group that empties is re-seeded with the unit least similar to its
 * centre, so all k groups stay populated as long as at least k units have terms (the caller checks).
 */
export function clusterByText(vectors: SparseVectors, k: number, seed: number): Int32Array {
  const rng = new SeededRandom(seed);
  let best: { group: Int32Array; score: number } | null = null;
  for (let restart = 0; restart < RESTARTS; restart++) {
    const run = kMeans(vectors, k, rng);
    if (best === null || run.score > best.score + 1e-9) best = run;
  }
  return best!.group;
}

function kMeans(vectors: SparseVectors, k: number, rng: SeededRandom): { group: Int32Array; score: number } {
  const n = vectors.offsets.length - 1;
  const { offsets, ids, dimensions } = vectors;
  const values = normalised(vectors);
  const withText: number[] = [];
  for (let u = 0; u < n; u++) if (offsets[u + 1] > offsets[u]) withText.push(u);
  const group = new Int32Array(n).fill(-1);
  if (withText.length === 0) return { group, score: 0 };
  const centres = new Float64Array(k * dimensions);
  const dot = (u: number, c: number): number => {
    let s = 0;
    for (let p = offsets[u]; p < offsets[u + 1]; p++) s += values[p] * centres[c * dimensions + ids[p]];
    return s;
  };
  const setCentre = (c: number, u: number): void => {
    centres.fill(0, c * dimensions, (c + 1) * dimensions);
    for (let p = offsets[u]; p < offsets[u + 1]; p++) centres[c * dimensions + ids[p]] = values[p];
  };

  // k-means++: each next centre is drawn with probability ∝ D², D = 1 − best cosine so far.
  const best = new Float64Array(n).fill(-Infinity);
  const d2 = (u: number): number => Math.max(0, 1 - best[u]) ** 2;
  setCentre(0, withText[rng.int(withText.length)]);
  for (let c = 1; c < k; c++) {
    let total = 0;
    for (const u of withText) {
      best[u] = Math.max(best[u], dot(u, c - 1));
      total += d2(u);
    }
    let pick = withText[withText.length - 1];
    if (total > 0) {
      let draw = rng.next() * total;
      for (const u of withText) {
        draw -= d2(u);
        if (draw < 0) {
          pick = u;
          break;
        }
      }
    } else {
      pick = withText[rng.int(withText.length)];
    }
    setCentre(c, pick);
  }

  const similarity = new Float64Array(n);
  const size = new Int32Array(k);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let changed = 0;
    size.fill(0);
    for (const u of withText) {
      let g = 0;
      let s = dot(u, 0);
      for (let c = 1; c < k; c++) {
        const d = dot(u, c);
        if (d > s) {
          s = d;
          g = c;
        }
      }
      if (group[u] !== g) changed++;
      group[u] = g;
      similarity[u] = s;
      size[g]++;
    }
    // Re-seed empty groups with the units that fit their group worst.
    for (let c = 0; c < k; c++) {
      if (size[c] > 0) continue;
      let worst = -1;
      for (const u of withText) if (size[group[u]] > 1 && (worst < 0 || similarity[u] < similarity[worst])) worst = u;
      if (worst < 0) break;
      size[group[worst]]--;
      group[worst] = c;
      similarity[worst] = 1;
      size[c]++;
      changed++;
    }
    centres.fill(0);
    for (const u of withText) {
      const base = group[u] * dimensions;
      for (let p = offsets[u]; p < offsets[u + 1]; p++) centres[base + ids[p]] += values[p];
    }
    for (let c = 0; c < k; c++) {
      let norm = 0;
      for (let t = 0; t < dimensions; t++) norm += centres[c * dimensions + t] ** 2;
      norm = Math.sqrt(norm);
      if (norm > 0) for (let t = 0; t < dimensions; t++) centres[c * dimensions + t] /= norm;
    }
    if (changed === 0) break;
  }
  let score = 0;
  for (const u of withText) score += similarity[u];
  return { group, score };
}

function normalised(vectors: SparseVectors): Float64Array {
  const values = Float64Array.from(vectors.values);
  for (let u = 0; u + 1 < vectors.offsets.length; u++) {
    let norm = 0;
    for (let p = vectors.offsets[u]; p < vectors.offsets[u + 1]; p++) norm += values[p] ** 2;
    norm = Math.sqrt(norm);
    if (norm > 0) for (let p = vectors.offsets[u]; p < vectors.offsets[u + 1]; p++) values[p] /= norm;
  }
  return values;
}
