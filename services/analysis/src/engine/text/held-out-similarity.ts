import type { TermMatrix } from '../types.js';
import type { ClassTermCounts } from './class-term-counts.js';
import { inverseClassFrequency } from './class-tfidf.js';

/** The posts of one user that a held-out comparison reads or leaves out. */
export interface HeldOutUser {
  /** Posts whose terms are the user's own writing (their originals). */
  bag: readonly number[];
  /**
   * Posts left out of the profiles for this user, with the class each was counted in: the
   * user's own posts, and every copy others made of them (a retweet repeats the user's words
   * under the retweeter's community, which would echo the interaction back as "text").
   */
  held: ReadonlyArray<readonly [post: number, cls: number]>;
}

/**
 * Cosine similarity of each user's own writing to every community's c-TF-IDF profile, the
 * profiles built from every post except the user's own and the copies of them: out[i * k + c].
 * Text then says only what the rest of the file says about words like the user's, never what
 * the user's interactions already said. The IDF is the whole file's (leaving one user out
 * moves it by a hair); a class profile's scale (1/|c|) does not change a cosine, so counts
 * times IDF are compared directly. A user with no terms, or none the profiles use, gets zeros.
 */
export function heldOutSimilarities(
  matrix: TermMatrix,
  profiles: ClassTermCounts,
  users: readonly HeldOutUser[],
): Float64Array {
  const { k, counts } = profiles;
  const size = profiles.vocabulary.length;
  const idf = inverseClassFrequency(profiles);
  const squaredNorm = new Float64Array(k);
  for (let c = 0; c < k; c++) {
    let sum = 0;
    for (let t = 0; t < size; t++) {
      const w = counts[c * size + t] * idf[t];
      sum += w * w;
    }
    squaredNorm[c] = sum;
  }
  const out = new Float64Array(users.length * k);
  const bagCount = new Map<number, number>();
  const removed = new Map<number, Float64Array>();
  const dots = new Float64Array(k);
  const norms = new Float64Array(k);
  users.forEach(({ bag, held }, i) => {
    bagCount.clear();
    removed.clear();
    for (const post of bag)
      for (let j = matrix.offsets[post]; j < matrix.offsets[post + 1]; j++) {
        const t = matrix.termIds[j];
        if (idf[t] > 0) bagCount.set(t, (bagCount.get(t) ?? 0) + 1);
      }
    if (bagCount.size === 0) return;
    for (const [post, cls] of held) {
      if (cls < 0) continue;
      for (let j = matrix.offsets[post]; j < matrix.offsets[post + 1]; j++) {
        const t = matrix.termIds[j];
        let row = removed.get(t);
        if (!row) removed.set(t, (row = new Float64Array(k)));
        row[cls]++;
      }
    }
    norms.set(squaredNorm);
    for (const [t, row] of removed)
      for (let c = 0; c < k; c++) {
        if (row[c] === 0) continue;
        const full = counts[c * size + t] * idf[t];
        const kept = (counts[c * size + t] - row[c]) * idf[t];
        norms[c] -= full * full - kept * kept;
      }
    dots.fill(0);
    let bagNorm = 0;
    for (const [t, count] of bagCount) {
      const w = count * idf[t];
      bagNorm += w * w;
      const row = removed.get(t);
      for (let c = 0; c < k; c++) dots[c] += w * (counts[c * size + t] - (row ? row[c] : 0)) * idf[t];
    }
    for (let c = 0; c < k; c++) {
      // Rounding can leave a profile emptied by the user a hair above or below zero.
      const denominator = Math.sqrt(bagNorm) * Math.sqrt(Math.max(0, norms[c]));
      out[i * k + c] = denominator > 1e-12 && dots[c] > 1e-12 ? dots[c] / denominator : 0;
    }
  });
  return out;
}
