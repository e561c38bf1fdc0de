import type { ClassTermCounts } from './class-term-counts.js';
import { classTfidfWeights, inverseClassFrequency } from './class-tfidf.js';

/**
 * Cosine similarity of each bag of term ids (ids of `profiles.vocabulary`) to every community's
 * c-TF-IDF profile, as placeByText measures it: out[i * k + c]. A bag sharing no weighted term
 * with any profile gets zeros.
 */
export function profileSimilarities(bags: readonly (readonly number[])[], profiles: ClassTermCounts): Float64Array {
  const { k, vocabulary } = profiles;
  const size = vocabulary.length;
  const idf = inverseClassFrequency(profiles);
  const weights = classTfidfWeights(profiles, idf);
  const norms = new Float64Array(k);
  for (let c = 0; c < k; c++) {
    let sum = 0;
    for (let t = 0; t < size; t++) sum += weights[c * size + t] ** 2;
    norms[c] = Math.sqrt(sum);
  }
  const out = new Float64Array(bags.length * k);
  const tf = new Map<number, number>();
  bags.forEach((bag, i) => {
    tf.clear();
    for (const t of bag) if (idf[t] > 0) tf.set(t, (tf.get(t) ?? 0) + 1);
    let bagNorm = 0;
    for (const [t, count] of tf) {
      const w = count * idf[t];
      bagNorm += w * w;
      for (let c = 0; c < k; c++) out[i * k + c] += w * weights[c * size + t];
    }
    for (let c = 0; c < k; c++) {
      const denominator = Math.sqrt(bagNorm) * norms[c];
      out[i * k + c] = denominator > 0 ? out[i * k + c] / denominator : 0;
    }
  });
  return out;
}
