import { topN } from '../result/top-n.js';
import type { KeywordCount } from '../types.js';
import { asTermMatrix, documentCount, type DocTerms } from './term-matrix.js';

/**
 * Each user's top terms in columns, best first: user u's are entries offsets[u] .. offsets[u + 1]
 * of terms (ids into vocabulary), counts and scores. Columns, not an object per keyword: a run
 * has 150,000 users with up to 10 keywords each, and the result files are written from these.
 */
export interface UserKeywordTable {
  vocabulary: readonly string[];
  offsets: Int32Array;
  terms: Int32Array;
  /** The term's occurrences in the user's posts. */
  counts: Int32Array;
  /** Rounded as the result files keep them (keywordCounts). */
  scores: Float64Array;
}

/**
 * Each user's top terms, weighed as the community keywords are (class-based TF-IDF) with the user
 * as the class: tf(t, u) / |u| · idf(t), where idf is the communities' (inverseClassFrequency), so
 * a user's keywords are what sets their posts apart in the same terms their community's are.
 * `docUser[i]` is the user of post i (-1 leaves it out). Ties: more frequent, then code-unit order.
 * One pass over the posts grouped by user with one scratch row: memory stays O(vocabulary + posts).
 */
export function userKeywordTable(
  docTerms: DocTerms,
  docUser: ArrayLike<number>,
  users: number,
  idf: Float64Array,
  limit: number,
): UserKeywordTable {
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
  const most = Math.max(0, Math.ceil(limit)) * users;
  const table: UserKeywordTable = {
    vocabulary: matrix.vocabulary,
    offsets: new Int32Array(users + 1),
    terms: new Int32Array(most),
    counts: new Int32Array(most),
    scores: new Float64Array(most),
  };
  let at = 0;
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
    for (const t of topN(terms, before, limit)) {
      table.terms[at] = t;
      table.counts[at] = counts[t];
      table.scores[at++] = roundScore(weights[t]);
    }
    table.offsets[u + 1] = at;
    for (const t of terms) counts[t] = 0;
  }
  table.terms = table.terms.slice(0, at);
  table.counts = table.counts.slice(0, at);
  table.scores = table.scores.slice(0, at);
  return table;
}

/** A score as the result files keep it (keywordCounts rounds the same way). */
function roundScore(score: number): number {
  return Math.round(score * 1e6) / 1e6;
}

/** User u's keywords as objects (node details and tests; the result files are written from the table). */
export function keywordsOfUser(table: UserKeywordTable, u: number): KeywordCount[] {
  const list: KeywordCount[] = [];
  for (let p = table.offsets[u]; p < table.offsets[u + 1]; p++)
    list.push({ keyword: table.vocabulary[table.terms[p]], count: table.counts[p], score: table.scores[p] });
  return list;
}

/** userKeywordTable as one KeywordCount list per user. */
export function userKeywords(
  docTerms: DocTerms,
  docUser: ArrayLike<number>,
  users: number,
  idf: Float64Array,
  limit: number,
): KeywordCount[][] {
  const table = userKeywordTable(docTerms, docUser, users, idf, limit);
  return Array.from({ length: users }, (_, u) => keywordsOfUser(table, u));
}
