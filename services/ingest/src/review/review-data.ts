import { readPosts, type PostRecord } from '@kizuna/contracts';
import { encodePostLine } from '@kizuna/contracts';
import { ObjectNotFoundError, type ObjectStore } from '@kizuna/platform/objects';
import {
  decodeReviewIndex,
  encodeReviewIndex,
  ReviewIndexBuilder,
  StaleReviewIndex,
  type ReviewIndex,
} from './review-index.js';
import { reviewKeys } from './review-keys.js';

/** A dataset's review index in memory, with its search text read on the first search. */
export interface ReviewData {
  index: ReviewIndex;
  /** The search text, read once on first use (not ahead: most reviews never search, and it is large). */
  search(): Promise<string>;
}

/**
 * Reads the review index registration stored beside the posts. A dataset registered before the
 * index existed gets one built from its posts, once, and stored for next time.
 */
export async function loadReviewData(objects: ObjectStore, postsKey: string): Promise<ReviewData> {
  const keys = reviewKeys(postsKey);
  let index: ReviewIndex;
  try {
    index = decodeReviewIndex(await objects.getBuffer(keys.index));
  } catch (err) {
    if (!(err instanceof ObjectNotFoundError || err instanceof StaleReviewIndex)) throw err;
    index = await buildAndStore(objects, postsKey, await readPosts(await objects.get(postsKey)));
  }
  let search: Promise<string> | null = null;
  return {
    index,
    search() {
      search ??= objects.getBuffer(keys.search).then((bytes) => bytes.toString('utf8'));
      // A failed read is tried again at the next search.
      search.catch(() => (search = null));
      return search;
    },
  };
}

async function buildAndStore(objects: ObjectStore, postsKey: string, posts: PostRecord[]): Promise<ReviewIndex> {
  const builder = new ReviewIndexBuilder();
  // The posts file was written with encodePostLine: the same bytes, so the same offsets.
  for (const post of posts) builder.add(post, Buffer.byteLength(encodePostLine(post)));
  const { index, searchText } = builder.build();
  const keys = reviewKeys(postsKey);
  await objects.put(keys.search, searchText, { contentType: 'text/plain; charset=utf-8' });
  await objects.put(keys.index, encodeReviewIndex(index), { contentType: 'application/octet-stream' });
  return index;
}
