import { createTokenizer, type PostTokenizer } from './create-tokenizer.js';

let shared: Promise<PostTokenizer> | undefined;

/** One in-thread tokenizer per process, so small corpora do not pay for loading the dictionary again. */
export function sharedTokenizer(): Promise<PostTokenizer> {
  if (shared === undefined) {
    shared = createTokenizer();
    // A failed load is not cached: the next call tries again.
    shared.catch(() => {
      shared = undefined;
    });
  }
  return shared;
}
