import { CorpusKeys } from '../engine/text/corpus-keys.js';
import { termMatrixOfChunksYielding } from '../engine/text/tokenize-corpus.js';
import { Vocabulary } from '../engine/text/vocabulary.js';
import type { TermMatrix } from '../engine/types.js';
import type { ChunkStream, TokenizeWorkers } from './tokenize-pool.js';

/**
 * A corpus tokenized while it is read: texts are added one by one as the posts file is parsed,
 * and each chunk of new keys goes to the tokenize workers as soon as it fills, so the workers
 * start minutes' worth of work seconds earlier than if they waited for the whole file. Chunks
 * filled before `start` wait for it. The terms are the same as tokenizeCorpusInWorkers's on the
 * same texts (same keys, same chunks, numbering by first appearance).
 */
export class StreamedCorpus {
  private readonly keys = new CorpusKeys();
  private readonly vocabulary = new Vocabulary();
  private readonly waiting: string[][] = [];
  private stream: ChunkStream | null = null;
  private discarded = false;
  /** Set when the keys were counted in another thread (addChunk): each text's key index, from there. */
  private keyIndexFromElsewhere: { keyIndex: Int32Array; count: number } | null = null;
  /** Set by the reader that feeds it: its texts come as the file is read. */
  fedByRead = false;

  /** Adds the next text of the corpus (ignored once discarded). */
  add(text: string): void {
    if (this.discarded) return;
    this.took(this.keys.add(text));
  }

  /**
   * Adds the next chunk of distinct keys found by a CorpusKeys run in another thread (the one that
   * parses the posts file): this thread then holds no map of the corpus's keys. Not mixed with add.
   */
  addChunk(chunk: string[]): void {
    if (this.discarded) return;
    this.took(chunk);
  }

  /** After the last addChunk: that CorpusKeys's keyIndex() and count. */
  keysCountedElsewhere(keyIndex: Int32Array, count: number): void {
    this.keyIndexFromElsewhere = { keyIndex, count };
  }

  private took(full: string[] | null): void {
    if (!full) return;
    if (this.stream) this.stream.submit(full);
    else this.waiting.push(full);
  }

  /** Hands the chunks to `workers`: those filled so far, then each as it fills. */
  start(workers: TokenizeWorkers): void {
    if (this.discarded) throw new Error('StreamedCorpus: discarded');
    this.stream = workers.stream(this.vocabulary);
    for (const chunk of this.waiting.splice(0)) this.stream.submit(chunk);
  }

  /** Not needed after all (the terms were cached): what it holds goes, further texts are ignored. */
  discard(): void {
    this.discarded = true;
    this.waiting.length = 0;
    this.keys.seal();
  }

  /** The corpus is complete: its term matrix once the workers are done. */
  async finish(): Promise<TermMatrix> {
    if (!this.stream) throw new Error('StreamedCorpus: finish before start');
    const last = this.keys.seal();
    if (last) this.stream.submit(last);
    const parts = await this.stream.end();
    const { keyIndex, count } = this.keyIndexFromElsewhere ?? {
      keyIndex: this.keys.keyIndex(),
      count: this.keys.count,
    };
    // Yielding: this runs on the main thread, whose event loop also answers the HTTP API.
    return termMatrixOfChunksYielding(parts, keyIndex, count, this.vocabulary);
  }
}
