import { topN } from '../result/top-n.js';
import type { KeywordCount } from '../types.js';
import { keywordCounts } from './class-tfidf.js';
import { asTermMatrix, documentCount, type DocTerms } from './term-matrix.js';

/**
 * Each user's top terms, weighed as the community keywords are (class-based TF-IDF) with the user
 * as the class: tf(t, u) / |u| · idf(t), where idf is the communities' (inverseClassFrequency), so
 * a user's keywords are what sets their posts apart in the same terms their community's are.
 * `docUser[i]` is the user of post i (-1 leaves it out). Ties: more frequent, then code-unit order.
 * One pass over the posts grouped by user with one scratch row: memory stays O(vocabulary + posts).
 */
export function userKeywords(
  docTerms: DocTerms,
  docUser: ArrayLike<number>,
  users: number,
  idf: Float64Array,
  limit: number,
): KeywordCount[][] {
  const docs = documentCount(docTerms);
  if (docUser.length !== docs) throw new RangeError(`docUser has ${docUser.length} entries for ${docs} documents`);
  const matrix = asTermMatrix(docTerms);
  if (idf.length !== matrix.vocabulary.length)
    throw new RangeError(`idf has ${idf.length} weights for ${matrix.vocabulary.length} terms`);
  // Posts by user (a counting sort), then each user's terms counted in one shared row.
  const start = new Int32Array(users + 1);
  for (let doc = 0; doc < docs; doc++) if (docUser[doc] >= 0 && docUser[doc] < users) start[docUser[doc] + 1]++;
  for (let u = 0; u < users; u++) start[u + 1] += start[u];
  const order = new Int32Array(start[users]);
  const next = start.slice(0, users);
  for (let doc = 0; doc < docs; doc++) if (docUser[doc] >= 0 && docUser[doc] < users) order[next[docUser[doc]]++] = doc;

  const counts = new Int32Array(matrix.vocabulary.length);
  const weights = new Float64Array(matrix.vocabulary.length);
  const touched = new Int32Array(matrix.vocabulary.length);
  const before = (a: number, b: number) =>
    weights[b] - weights[a] ||
    counts[b] - counts[a] ||
    (matrix.vocabulary[a] < matrix.vocabulary[b] ? -1 : matrix.vocabulary[a] > matrix.vocabulary[b] ? 1 : 0);
  const out: KeywordCount[][] = [];
  for (let u = 0; u < users; u++) {
    let distinct = 0;
    let total = 0;
    for (let p = start[u]; p < start[u + 1]; p++) {
      const doc = order[p];
      for (let j = matrix.offsets[doc]; j < matrix.offsets[doc + 1]; j++) {
        const t = matrix.termIds[j];
        if (counts[t]++ === 0) touched[distinct++] = t;
        total++;
      }
    }
    const terms = touched.subarray(0, distinct);
    for (const t of terms) weights[t] = (counts[t] / total) * idf[t];
    out.push(
      keywordCounts(
        topN(terms, before, limit).map((t) => ({ term: matrix.vocabulary[t], count: counts[t], score: weights[t] })),
      ),
    );
    for (const t of terms) counts[t] = 0;
  }
  return out;
}
