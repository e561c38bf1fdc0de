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
  const termId = new Map<string, number>();
  profiles.vocabulary.forEach((term, t) => termId.set(term, t));
  const ids = userTerms.map((terms) => terms.map((term) => termId.get(term) ?? NOT_IN_VOCABULARY));
  return placeByTermIds(ids, profiles, communitySizes);
}

const NOT_IN_VOCABULARY = -1;

/**
 * placeByText with each user's terms as ids of `profiles.vocabulary` (-1: a term it lacks), as a
 * post set's term matrix holds them: no string is looked up. The same placement to the last bit:
 * each user's terms are summed in order of first appearance, as placeByText always did.
 */
export function placeByTermIds(
  userTermIds: readonly ArrayLike<number>[],
  profiles: ClassTermCounts,
  communitySizes: ArrayLike<number>,
): TextPlacement {
  const { k, vocabulary } = profiles;
  if (communitySizes.length !== k)
    throw new RangeError(`communitySizes has ${communitySizes.length} entries for ${k} communities`);
  const size = vocabulary.length;
  const idf = inverseClassFrequency(profiles);
  const weights = classTfidfWeights(profiles, idf);
  const norms = new Float64Array(k);
  for (let c = 0; c < k; c++) {
    let sum = 0;
    for (let t = 0; t < size; t++) sum += weights[c * size + t] ** 2;
    norms[c] = Math.sqrt(sum);
  }
  const largest = largestClass(communitySizes);

  const community = new Int32Array(userTermIds.length);
  const similarity = new Float64Array(userTermIds.length);
  const fallback = new Uint8Array(userTermIds.length);
  const dots = new Float64Array(k);
  // Scratch: a user's count of each term, and the terms counted in order of first appearance.
  const bag = new Float64Array(size);
  const bagTerms: number[] = [];
  userTermIds.forEach((ids, user) => {
    for (let i = 0; i < ids.length; i++) {
      const t = ids[i];
      if (t === NOT_IN_VOCABULARY || !(idf[t] > 0)) continue;
      if (bag[t] === 0) bagTerms.push(t);
      bag[t]++;
    }
    dots.fill(0);
    let userNorm = 0;
    for (const t of bagTerms) {
      const u = bag[t] * idf[t];
      userNorm += u * u;
      for (let c = 0; c < k; c++) dots[c] += u * weights[c * size + t];
      bag[t] = 0;
    }
    bagTerms.length = 0;
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
