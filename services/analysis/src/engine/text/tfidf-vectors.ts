import { Vocabulary } from './vocabulary.js';

/** Unit-length TF-IDF rows in compressed sparse form; a row with no terms is empty. */
export interface SparseRows {
  /** Number of distinct terms (columns). */
  dimension: number;
  /** rows + 1 entries; row r is ids/weights[offsets[r]..offsets[r + 1]), ids ascending. */
  offsets: Int32Array;
  ids: Int32Array;
  weights: Float64Array;
}

/**
 * TF-IDF vectors of term lists (one per user), L2-normalised: sublinear tf (1 + ln count) and
 * smooth idf, ln((1 + n) / (1 + df)) + 1 over the n lists that have terms.
 */
export function tfidfRows(termLists: readonly (readonly string[])[]): SparseRows {
  const vocabulary = new Vocabulary();
  const counted = termLists.map((terms) => {
    const tf = new Map<number, number>();
    for (const term of terms) {
      const id = vocabulary.intern(term);
      tf.set(id, (tf.get(id) ?? 0) + 1);
    }
    return [...tf].sort((a, b) => a[0] - b[0]);
  });
  const df = new Float64Array(vocabulary.size);
  let withTerms = 0;
  const offsets = new Int32Array(termLists.length + 1);
  counted.forEach((row, r) => {
    for (const [id] of row) df[id]++;
    if (row.length > 0) withTerms++;
    offsets[r + 1] = offsets[r] + row.length;
  });
  const ids = new Int32Array(offsets[termLists.length]);
  const weights = new Float64Array(ids.length);
  counted.forEach((row, r) => {
    let j = offsets[r];
    let norm = 0;
    for (const [id, count] of row) {
      const weight = (1 + Math.log(count)) * (Math.log((1 + withTerms) / (1 + df[id])) + 1);
      ids[j] = id;
      weights[j++] = weight;
      norm += weight * weight;
    }
    norm = Math.sqrt(norm);
    for (let i = offsets[r]; i < offsets[r + 1]; i++) weights[i] /= norm;
  });
  return { dimension: vocabulary.size, offsets, ids, weights };
}
