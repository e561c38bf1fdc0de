import { asTermMatrix, documentCount, type DocTerms } from './term-matrix.js';

/** How often each term occurs in the documents of each class (community). */
export interface ClassTermCounts {
  k: number;
  vocabulary: readonly string[];
  /** counts[c * vocabulary.length + t]: occurrences of term t in documents of class c. */
  counts: Int32Array;
  /** Term occurrences per class. */
  totals: Float64Array;
}

/**
 * Counts term occurrences per class. `docClass[i]` is the class (0..k-1) of document i, or -1 to
 * leave it out. Every document passed counts, so a retweet copy counts as a post of the
 * retweeter's class: keywords then reflect what a community posts and spreads, per post.
 */
export function countClassTerms(docTerms: DocTerms, docClass: ArrayLike<number>, k: number): ClassTermCounts {
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`k must be a whole number ≥ 1, got ${k}`);
  const docs = documentCount(docTerms);
  if (docClass.length !== docs) throw new RangeError(`docClass has ${docClass.length} entries for ${docs} documents`);
  const matrix = asTermMatrix(docTerms);
  const size = matrix.vocabulary.length;
  const counts = new Int32Array(k * size);
  const totals = new Float64Array(k);
  for (let doc = 0; doc < docs; doc++) {
    const c = docClass[doc];
    if (c === -1) continue;
    if (!Number.isInteger(c) || c < 0 || c >= k)
      throw new RangeError(`document ${doc} has class ${c}, outside -1..${k - 1}`);
    const row = c * size;
    for (let j = matrix.offsets[doc]; j < matrix.offsets[doc + 1]; j++) counts[row + matrix.termIds[j]]++;
    totals[c] += matrix.offsets[doc + 1] - matrix.offsets[doc];
  }
  return { k, vocabulary: matrix.vocabulary, counts, totals };
}
