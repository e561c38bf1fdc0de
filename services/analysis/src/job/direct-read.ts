import type { StreamedCorpus } from '../worker/streamed-corpus.js';
import type { WantedOfPosts } from '../worker/posts-parse-messages.js';

/**
 * A read of a dataset's posts straight into an analysis worker (DatasetInputsLoader.sendPosts)
 * whose terms are being computed and wait for it. The posts never come to this thread; what does
 * depends on how the terms are computed, known only once their cache and the file have been
 * looked at (a few milliseconds after the read was asked for): the chunks of the texts'
 * distinct term keys (and each text's key index) for the corpus tokenized while the file is
 * read, the texts for a tokenizing after it, or only how many there are when the terms are
 * cached. The read starts once that is decided.
 */
export class DirectRead {
  /** Settles with what the read hands to this thread. */
  readonly wanted: Promise<WantedOfPosts>;
  /** Decides it; later calls change nothing (the terms' end decides 'count' if nothing did). */
  readonly decide: (wanted: WantedOfPosts) => void;
  /** The texts, in file order, when 'texts' was wanted. */
  readonly texts: string[] = [];
  /** Settles with how many posts were read (and sent), once the whole file is. */
  read: Promise<number> = Promise.resolve(0);

  constructor(
    /** The corpus of the terms waiting for this read. */
    readonly corpus: StreamedCorpus,
  ) {
    let decide!: (wanted: WantedOfPosts) => void;
    this.wanted = new Promise<WantedOfPosts>((resolve) => (decide = resolve));
    this.decide = decide;
  }
}
