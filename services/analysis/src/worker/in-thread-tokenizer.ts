import { createTokenizer, type PostTokenizer } from '../engine/text/create-tokenizer.js';
import { sharedIpadicTables } from './shared-ipadic-tables.js';

let shared: Promise<PostTokenizer> | undefined;

/**
 * The tokenizer for small corpora tokenized in the service's own thread, on the process's shared
 * dictionary tables (compiled in another thread, so this one is never held up loading them).
 */
export function inThreadTokenizer(): Promise<PostTokenizer> {
  if (shared === undefined) {
    shared = sharedIpadicTables().then((ipadic) => createTokenizer({ ipadic }));
    // A failed load is not cached: the next call tries again.
    shared.catch(() => {
      shared = undefined;
    });
  }
  return shared;
}
