import type { KeywordCount } from '../types.js';
import { countClassTerms, type ClassTermCounts } from './class-term-counts.js';
import { topN as firstInOrder } from '../result/top-n.js';
import type { DocTerms } from './term-matrix.js';

export interface ScoredTerm {
  term: string;
  /** Occurrences in the class. */
  count: number;
  score: number;
}

/**
 * The IDF factor of class-based TF-IDF, ln(1 + A / f(t)), where f(t) is term t's occurrences
 * across all classes and A the average number of term occurrences per non-empty class.
 * 0 for terms no class uses.
 */
export function inverseClassFrequency(classTerms: ClassTermCounts): Float64Array {
  const { k, counts, totals } = classTerms;
  const size = classTerms.vocabulary.length;
  const frequency = new Float64Array(size);
  for (let c = 0; c < k; c++) for (let t = 0; t < size; t++) frequency[t] += counts[c * size + t];
  let occurrences = 0;
  let filled = 0;
  for (let c = 0; c < k; c++) {
    occurrences += totals[c];
    if (totals[c] > 0) filled++;
  }
  const average = filled === 0 ? 0 : occurrences / filled;
  const idf = new Float64Array(size);
  for (let t = 0; t < size; t++) idf[t] = frequency[t] > 0 ? Math.log(1 + average / frequency[t]) : 0;
  return idf;
}

/**
 * Class-based TF-IDF weights as in BERTopic: for term t and class c,
 *   W(t, c) = tf(t, c) / |c| · ln(1 + A / f(t))
 * where tf(t, c) is t's occurrences in c and |c| all term occurrences in c (see
 * inverseClassFrequency for the rest). Unlike BERTopic, A is not rounded down to an integer.
 * Returns k rows of vocabulary.length (row-major); empty classes weigh nothing.
 */
export function classTfidfWeights(
  classTerms: ClassTermCounts,
  idf: Float64Array = inverseClassFrequency(classTerms),
  only?: number,
): Float64Array {
  const { k, counts, totals } = classTerms;
  const size = classTerms.vocabulary.length;
  const weights = new Float64Array(k * size);
  for (let c = 0; c < k; c++) {
    // With `only`, the other rows stay 0 (topClassTerms ranks that class alone).
    if (totals[c] === 0 || (only !== undefined && c !== only)) continue;
    for (let t = 0; t < size; t++) {
      const count = counts[c * size + t];
      if (count > 0) weights[c * size + t] = (count / totals[c]) * idf[t];
    }
  }
  return weights;
}

/**
 * Each class's `topN` terms by c-TF-IDF; ties go to the more frequent term, then to code-unit order.
 * With `only`, that class's terms alone are ranked (the others' rows are empty): the weights still
 * come from every class, and a time window's keywords need one community's list, not k sorts.
 */
export function topClassTerms(classTerms: ClassTermCounts, topN: number, only?: number): ScoredTerm[][] {
  if (!Number.isInteger(topN) || topN < 0) throw new RangeError(`topN must be a whole number ≥ 0, got ${topN}`);
  const weights = classTfidfWeights(classTerms, inverseClassFrequency(classTerms), only);
  const { k, counts, vocabulary } = classTerms;
  const size = vocabulary.length;
  const result: ScoredTerm[][] = [];
  for (let c = 0; c < k; c++) {
    if (only !== undefined && c !== only) {
      result.push([]);
      continue;
    }
    const row = c * size;
    const before = (a: number, b: number): number =>
      weights[row + b] - weights[row + a] ||
      counts[row + b] - counts[row + a] ||
      (vocabulary[a] < vocabulary[b] ? -1 : vocabulary[a] > vocabulary[b] ? 1 : 0);
    const used = new Int32Array(size);
    let n = 0;
    for (let t = 0; t < size; t++) if (counts[row + t] > 0) used[n++] = t;
    result.push(
      firstInOrder(used.subarray(0, n), before, topN).map((t) => ({
        term: vocabulary[t],
        count: counts[row + t],
        score: weights[row + t],
      })),
    );
  }
  return result;
}

/**
 * Keywords of each of k classes by class-based TF-IDF (see classTfidfWeights), with `count` the
 * term's occurrences in the class. `docClass[i]` is document i's class, -1 to leave it out. Each
 * document passed counts once — pass every post, retweet copies included, and keywords count per
 * post (see countClassTerms).
 */
export function classTfidfKeywords(
  docTerms: DocTerms,
  docClass: ArrayLike<number>,
  k: number,
  topN: number,
): KeywordCount[][] {
  return topClassTerms(countClassTerms(docTerms, docClass, k), topN).map(keywordCounts);
}

/** Scored terms as a community's keyword list (scores rounded as the result files keep them). */
export function keywordCounts(terms: readonly ScoredTerm[]): KeywordCount[] {
  return terms.map(({ term, count, score }) => ({ keyword: term, count, score: Math.round(score * 1e6) / 1e6 }));
}
