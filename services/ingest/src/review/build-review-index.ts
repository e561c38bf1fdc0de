import { encodePostLine, parsePostsFile } from '@kizuna/proto';
import type { ObjectStore } from '@kizuna/platform/objects';
import { encodeReviewIndex, ReviewIndexBuilder, type ReviewIndex } from './review-index.js';
import { reviewKeys } from './review-keys.js';
import { buildSearchGrams } from './search-grams.js';

/**
 * Builds a dataset's review index, search text and gram index from its posts file and stores
 * them beside it, the index last: a reader that finds the index finds the rest.
 */
export async function buildReviewIndex(objects: ObjectStore, postsKey: string): Promise<ReviewIndex> {
  const builder = new ReviewIndexBuilder();
  // The posts file was written with encodePostLine: the same bytes, so the same offsets.
  for await (const post of parsePostsFile(await objects.get(postsKey)))
    builder.add(post, Buffer.byteLength(encodePostLine(post)));
  const { index, searchText } = builder.build();
  const keys = reviewKeys(postsKey);
  await objects.put(keys.search, searchText, { contentType: 'text/plain; charset=utf-8' });
  await objects.put(keys.grams, buildSearchGrams(builder.searchLines()), { contentType: 'application/octet-stream' });
  await objects.put(keys.index, encodeReviewIndex(index), { contentType: 'application/octet-stream' });
  return index;
}
