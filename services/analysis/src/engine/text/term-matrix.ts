import type { PostTerms, TermMatrix } from '../types.js';
import { Vocabulary } from './vocabulary.js';

/** Either form of per-document terms the text functions accept. */
export type DocTerms = PostTerms | TermMatrix;

export function isTermMatrix(docTerms: DocTerms): docTerms is TermMatrix {
  return !Array.isArray(docTerms);
}

export function documentCount(docTerms: DocTerms): number {
  return isTermMatrix(docTerms) ? docTerms.offsets.length - 1 : docTerms.length;
}

/** Terms of one document of a matrix, as strings. */
export function documentTerms(matrix: TermMatrix, doc: number): string[] {
  const terms: string[] = [];
  for (let j = matrix.offsets[doc]; j < matrix.offsets[doc + 1]; j++) terms.push(matrix.vocabulary[matrix.termIds[j]]);
  return terms;
}

export function postTermsFromMatrix(matrix: TermMatrix): PostTerms {
  const out: PostTerms = new Array(matrix.offsets.length - 1);
  for (let doc = 0; doc < out.length; doc++) out[doc] = documentTerms(matrix, doc);
  return out;
}

/** Compacts string terms; the vocabulary lists terms in order of first appearance. */
export function termMatrixFromPostTerms(postTerms: PostTerms): TermMatrix {
  const vocabulary = new Vocabulary();
  const offsets = new Int32Array(postTerms.length + 1);
  let total = 0;
  for (let doc = 0; doc < postTerms.length; doc++) {
    total += postTerms[doc].length;
    offsets[doc + 1] = total;
  }
  const termIds = new Int32Array(total);
  let j = 0;
  for (const terms of postTerms) for (const term of terms) termIds[j++] = vocabulary.intern(term);
  return { vocabulary: vocabulary.terms, offsets, termIds };
}

/** The matrix form of either input, without copying a matrix. */
export function asTermMatrix(docTerms: DocTerms): TermMatrix {
  return isTermMatrix(docTerms) ? docTerms : termMatrixFromPostTerms(docTerms);
}
