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
 * Each user's distinct terms and how often they occur in the user's posts: user u's are entries
 * start[u] .. start[u + 1] (in order of first occurrence), totals[u] all their term occurrences.
 * The same for every k, so a project's runs count them once (PreparedAnalysis.userTerms) and each
 * run only weighs and ranks them.
 */
export interface UserTermCounts {
  vocabulary: readonly string[];
  start: Int32Array;
  terms: Int32Array;
  counts: Int32Array;
  totals: Int32Array;
}

/**
 * Counts each user's terms. `docUser[i]` is the user of post i (-1 leaves it out). One pass over
 * the posts grouped by user with one scratch row: memory stays O(vocabulary + posts).
 */
export function userTermCounts(docTerms: DocTerms, docUser: ArrayLike<number>, users: number): UserTermCounts {
  const docs = documentCount(docTerms);
  if (docUser.length !== docs) throw new RangeError(`docUser has ${docUser.length} entries for ${docs} documents`);
  const matrix = asTermMatrix(docTerms);
  // Posts by user (a counting sort), then each user's terms counted in one shared row.
  const postStart = new Int32Array(users + 1);
  for (let doc = 0; doc < docs; doc++) if (docUser[doc] >= 0 && docUser[doc] < users) postStart[docUser[doc] + 1]++;
  for (let u = 0; u < users; u++) postStart[u + 1] += postStart[u];
  const order = new Int32Array(postStart[users]);
  const next = postStart.slice(0, users);
  let occurrences = 0;
  for (let doc = 0; doc < docs; doc++)
    if (docUser[doc] >= 0 && docUser[doc] < users) {
      order[next[docUser[doc]]++] = doc;
      occurrences += matrix.offsets[doc + 1] - matrix.offsets[doc];
    }
  const row = new Int32Array(matrix.vocabulary.length);
  // At most one entry per occurrence; trimmed at the end.
  const terms = new Int32Array(occurrences);
  const counts = new Int32Array(occurrences);
  const start = new Int32Array(users + 1);
  const totals = new Int32Array(users);
  let at = 0;
  for (let u = 0; u < users; u++) {
    const first = at;
    for (let p = postStart[u]; p < postStart[u + 1]; p++) {
      const doc = order[p];
      for (let j = matrix.offsets[doc]; j < matrix.offsets[doc + 1]; j++) {
        const t = matrix.termIds[j];
        if (row[t]++ === 0) terms[at++] = t;
        totals[u]++;
      }
    }
    for (let e = first; e < at; e++) {
      counts[e] = row[terms[e]];
      row[terms[e]] = 0;
    }
    start[u + 1] = at;
  }
  return { vocabulary: matrix.vocabulary, start, terms: terms.slice(0, at), counts: counts.slice(0, at), totals };
}

/**
 * Each user's top terms, weighed as the community keywords are (class-based TF-IDF) with the user
 * as the class: tf(t, u) / |u| · idf(t), where idf is the communities' (inverseClassFrequency), so
 * a user's keywords are what sets their posts apart in the same terms their community's are.
 * Ties: more frequent, then code-unit order.
 */
export function rankUserKeywords(counted: UserTermCounts, idf: Float64Array, limit: number): UserKeywordTable {
  const { vocabulary, start, totals } = counted;
  if (idf.length !== vocabulary.length)
    throw new RangeError(`idf has ${idf.length} weights for ${vocabulary.length} terms`);
  const users = totals.length;
  const weights = new Float64Array(vocabulary.length);
  const counts = new Int32Array(vocabulary.length);
  const before = (a: number, b: number) =>
    weights[b] - weights[a] ||
    counts[b] - counts[a] ||
    (vocabulary[a] < vocabulary[b] ? -1 : vocabulary[a] > vocabulary[b] ? 1 : 0);
  const most = Math.max(0, Math.ceil(limit)) * users;
  const table: UserKeywordTable = {
    vocabulary,
    offsets: new Int32Array(users + 1),
    terms: new Int32Array(most),
    counts: new Int32Array(most),
    scores: new Float64Array(most),
  };
  // Each user's best terms, kept in order as topN would keep them, in one reused row: a list and its
  // insertions per user were most of the ranking's time (150,000 users a run).
  const keep = Math.max(0, Math.floor(limit));
  const top = new Int32Array(keep);
  let at = 0;
  for (let u = 0; u < users; u++) {
    let kept = 0;
    for (let e = start[u]; e < start[u + 1]; e++) {
      const t = counted.terms[e];
      counts[t] = counted.counts[e];
      weights[t] = (counted.counts[e] / totals[u]) * idf[t];
      if (keep === 0 || (kept === keep && before(t, top[keep - 1]) >= 0)) continue;
      let place = kept;
      while (place > 0 && before(t, top[place - 1]) < 0) place--;
      top.copyWithin(place + 1, place, Math.min(kept, keep - 1));
      top[place] = t;
      if (kept < keep) kept++;
    }
    for (let i = 0; i < kept; i++) {
      const t = top[i];
      table.terms[at] = t;
      table.counts[at] = counts[t];
      table.scores[at++] = roundScore(weights[t]);
    }
    table.offsets[u + 1] = at;
  }
  table.terms = table.terms.slice(0, at);
  table.counts = table.counts.slice(0, at);
  table.scores = table.scores.slice(0, at);
  return table;
}

/** userTermCounts then rankUserKeywords, for one run alone. */
export function userKeywordTable(
  docTerms: DocTerms,
  docUser: ArrayLike<number>,
  users: number,
  idf: Float64Array,
  limit: number,
): UserKeywordTable {
  return rankUserKeywords(userTermCounts(docTerms, docUser, users), idf, limit);
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
