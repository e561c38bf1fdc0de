import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * kuromoji 0.1.2 (frozen since 2018) is used below its public API: its lattice builder
 * re-encodes the rest of the sentence at every character (quadratic; 88% of its time), so
 * viterbi-segmenter.ts runs the same Viterbi search over kuromoji's own dictionaries.
 * These types describe the dictionary internals that code reads.
 */

export interface ByteBufferPart {
  getShort(index: number): number;
}

export interface CharacterClassPart {
  class_id: number;
  class_name: string;
  is_always_invoke: number | boolean;
  is_grouping: number | boolean;
}

export interface TokenDictionaryPart {
  dictionary: ByteBufferPart;
  /** Trie id (known words) or character class id (unknown words) → token info ids. */
  target_map: Record<number, ArrayLike<number | string>>;
  /** Comma-separated IPADIC features of a token info id. */
  getFeatures(tokenInfoId: number | string): string;
}

export interface UnknownDictionaryPart extends TokenDictionaryPart {
  lookup(ch: string): CharacterClassPart;
}

export interface KuromojiParts {
  /** Double-array trie over the UTF-8 bytes of dictionary words. */
  trieBase: Int32Array;
  trieCheck: Int32Array;
  known: TokenDictionaryPart;
  unknown: UnknownDictionaryPart;
  /** Connection cost matrix: two leading dimensions, then cost[rightId * backwardSize + leftId]. */
  connectionCosts: Int16Array;
}

interface KuromojiTokenizerInternals {
  viterbi_builder: {
    trie: { bc: { getBaseBuffer(): Int32Array; getCheckBuffer(): Int32Array } };
    token_info_dictionary: TokenDictionaryPart;
    unknown_dictionary: UnknownDictionaryPart;
  };
  viterbi_searcher: { connection_costs: { buffer: Int16Array } };
}

interface KuromojiModule {
  builder(options: { dicPath: string }): {
    build(callback: (error: Error | null, tokenizer: KuromojiTokenizerInternals) => void): void;
  };
}

const require = createRequire(import.meta.url);

/** The IPADIC dictionary shipped inside the kuromoji package; a file path, so it loads in worker threads too. */
export function kuromojiDictionaryPath(): string {
  return path.join(path.dirname(require.resolve('kuromoji/package.json')), 'dict');
}

/** Loads the dictionary (about a second and 150 MB per thread) and exposes the parts the tokenizer reads. */
export async function loadKuromojiParts(): Promise<KuromojiParts> {
  const kuromoji = require('kuromoji') as KuromojiModule;
  const tokenizer = await new Promise<KuromojiTokenizerInternals>((resolve, reject) => {
    kuromoji
      .builder({ dicPath: kuromojiDictionaryPath() })
      .build((error, built) => (error ? reject(error) : resolve(built)));
  });
  const { trie, token_info_dictionary, unknown_dictionary } = tokenizer.viterbi_builder;
  return {
    trieBase: trie.bc.getBaseBuffer(),
    trieCheck: trie.bc.getCheckBuffer(),
    known: token_info_dictionary,
    unknown: unknown_dictionary,
    connectionCosts: tokenizer.viterbi_searcher.connection_costs.buffer,
  };
}
