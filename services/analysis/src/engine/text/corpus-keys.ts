import { KeyNumbers } from './key-numbers.js';
import { termKey } from './post-text.js';

// Chunks large enough that messaging is negligible, small enough to even out the workers' load.
const CHUNK_CHARS = 200_000;
const CHUNK_TEXTS = 5_000;

/**
 * The distinct term keys of a corpus read text by text, handed out in chunks as they fill, so
 * tokenizing can start while the rest of the corpus is still being read. Texts that are equal
 * once the retweet prefix and URLs are stripped (termKey) share one key. The chunks are the same
 * whether the texts come one by one or all at once, so the terms are too.
 */
export class CorpusKeys {
  // Keyed by termKey only: a second map of the raw texts (to skip termKey on exact repeats) cost
  // more in Map work than the termKeys it saved (1.75 s against 1.07 s for 580,000 posts).
  private byKey: KeyNumbers | null = new KeyNumbers();
  private keyOf = new Int32Array(1024);
  private texts = 0;
  private distinct = 0;
  private chunk: string[] = [];
  private chunkChars = 0;

  /** Keys so far. */
  get count(): number {
    return this.distinct;
  }

  /** Adds the next text; returns a chunk of new keys when this text filled one (else null). */
  add(text: string): string[] | null {
    return this.addKey(termKey(text));
  }

  /** Adds the next text by its key, termKey(text), computed elsewhere (another thread); as add. */
  addKey(key: string): string[] | null {
    const byKey = this.byKey;
    if (byKey === null) throw new Error('CorpusKeys: no text can be added once sealed');
    const index = byKey.numberOf(key);
    if (index === this.distinct) {
      this.distinct++;
      this.chunk.push(key);
      this.chunkChars += key.length;
    }
    if (this.texts === this.keyOf.length) {
      const grown = new Int32Array(this.keyOf.length * 2);
      grown.set(this.keyOf);
      this.keyOf = grown;
    }
    this.keyOf[this.texts++] = index;
    if (this.chunkChars >= CHUNK_CHARS || this.chunk.length >= CHUNK_TEXTS) return this.takeChunk();
    return null;
  }

  /**
   * Ends the corpus: the last, partly filled chunk (null when there is none). The texts are let
   * go here; only the key index of each text stays (keyIndex).
   */
  seal(): string[] | null {
    this.byKey = null;
    return this.chunk.length > 0 ? this.takeChunk() : null;
  }

  /** Index of each text's key, in text order (keys numbered in order of first appearance). */
  keyIndex(): Int32Array {
    return this.keyOf.slice(0, this.texts);
  }

  private takeChunk(): string[] {
    const chunk = this.chunk;
    this.chunk = [];
    this.chunkChars = 0;
    return chunk;
  }
}
