export { createTokenizer, type PostTokenizer } from './create-tokenizer.js';
export {
  tokenizeChunksHere,
  tokenizeCorpus,
  tokenizeCorpusToMatrix,
  type ChunkTerms,
  type ChunkTokenizer,
  type TokenizeCorpusOptions,
} from './tokenize-corpus.js';
export { Vocabulary } from './vocabulary.js';
export {
  asTermMatrix,
  documentCount,
  documentTerms,
  isTermMatrix,
  postTermsFromMatrix,
  termMatrixFromPostTerms,
  type DocTerms,
} from './term-matrix.js';
export { countClassTerms, type ClassTermCounts } from './class-term-counts.js';
export {
  classTfidfKeywords,
  classTfidfWeights,
  inverseClassFrequency,
  keywordCounts,
  topClassTerms,
  type ScoredTerm,
} from './class-tfidf.js';
export { termsByUser } from './user-terms.js';
export { placeByTermIds, placeByText, type TextPlacement } from './place-by-text.js';
export { clusterByText } from './cluster-by-text.js';
export { largestClass } from './largest-class.js';
export { stripRetweetPrefix, cleanPostText, type CleanedPostText } from './post-text.js';
export { isJapaneseText } from './language.js';
export { EnglishNounReader } from './english-nouns.js';
export { LexiconNounReader } from './lexicon-noun-reader.js';
export { isKeptTerm } from './term-filter.js';
export { termKey } from './post-text.js';
