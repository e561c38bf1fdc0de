import type { ClassTermCounts } from './class-term-counts.js';
import { classTfidfWeights, inverseClassFrequency } from './class-tfidf.js';
import { largestClass } from './largest-class.js';

export interface TextPlacement {
  /** Community of each user, index-aligned with the users passed. */
  community: Int32Array;
  /** Cosine similarity to the chosen community; 0 for users placed by fallback. */
  similarity: Float64Array;
  /** 1 where the user shares no term with any community and was put in the largest one. */
  fallback: Uint8Array;
}

/**
 * Places users who have no interactions into the community whose keyword profile their terms
 * resemble most. A community's profile is its c-TF-IDF vector (classTfidfWeights over
 * `profiles`, the term counts of the posts of users already placed); a user's vector is their
 * term counts times the same IDF, over terms the communities use. Highest cosine similarity
 * wins; exact ties go to the community with more members (`communitySizes`), then the lower
 * index. Users without terms, or with none in common with any community, go to the largest
 * community and are flagged. Each user is placed independently of the others.
 */
export function placeByText(
  userTerms: readonly (readonly string[])[],
  profiles: ClassTermCounts,
  communitySizes: ArrayLike<number>,
): TextPlacement {
  const { k, vocabulary } = profiles;
  if (communitySizes.length !== k)
    throw new RangeError(`communitySizes has ${communitySizes.length} entries for ${k} communities`);
  const size = vocabulary.length;
  const idf = inverseClassFrequency(profiles);
  const weights = classTfidfWeights(profiles, idf);
  const termId = new Map<string, number>();
  vocabulary.forEach((term, t) => termId.set(term, t));
  const norms = new Float64Array(k);
  for (let c = 0; c < k; c++) {
    let sum = 0;
    for (let t = 0; t < size; t++) sum += weights[c * size + t] ** 2;
    norms[c] = Math.sqrt(sum);
  }
  const largest = largestClass(communitySizes);

  const community = new Int32Array(userTerms.length);
  const similarity = new Float64Array(userTerms.length);
  const fallback = new Uint8Array(userTerms.length);
  const dots = new Float64Array(k);
  userTerms.forEach((terms, user) => {
    const tf = new Map<number, number>();
    for (const term of terms) {
      const t = termId.get(term);
      if (t !== undefined && idf[t] > 0) tf.set(t, (tf.get(t) ?? 0) + 1);
    }
    dots.fill(0);
    let userNorm = 0;
    for (const [t, count] of tf) {
      const u = count * idf[t];
      userNorm += u * u;
      for (let c = 0; c < k; c++) dots[c] += u * weights[c * size + t];
    }
    let best = -1;
    let bestSimilarity = 0;
    for (let c = 0; c < k; c++) {
      if (norms[c] === 0 || dots[c] === 0) continue;
      const s = dots[c] / (Math.sqrt(userNorm) * norms[c]);
      if (best === -1 || s > bestSimilarity || (s === bestSimilarity && communitySizes[c] > communitySizes[best])) {
        best = c;
        bestSimilarity = s;
      }
    }
    if (best === -1) {
      community[user] = largest;
      fallback[user] = 1;
    } else {
      community[user] = best;
      similarity[user] = bestSimilarity;
    }
  });
  return { community, similarity, fallback };
}
