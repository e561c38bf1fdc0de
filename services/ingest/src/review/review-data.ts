import { readPosts, type PostRecord } from '@kizuna/proto';
import { encodePostLine } from '@kizuna/proto';
import { ObjectNotFoundError, type ObjectStore } from '@kizuna/platform/objects';
import {
  decodeReviewIndex,
  encodeReviewIndex,
  ReviewIndexBuilder,
  searchMatches,
  StaleReviewIndex,
  type ReviewIndex,
} from './review-index.js';
import { reviewKeys } from './review-keys.js';
import { buildSearchGrams, SearchGrams, StaleSearchGrams } from './search-grams.js';
import { searchWithGrams } from './search-with-grams.js';

/** A dataset's review index in memory; searches go through its gram index, read as they need it. */
export interface ReviewData {
  index: ReviewIndex;
  /** Which posts contain the search (case-insensitive) in their screen name or text: one flag per post. */
  matches(needle: string): Promise<Uint8Array>;
}

/**
 * Reads the review index registration stored beside the posts. A dataset registered before the
 * index existed gets one built from its posts, once, and stored for next time. A dataset
 * registered before the gram index existed is searched by scanning its search text (read once).
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
  let whole: Promise<Buffer> | null = null;
  let wholeRead = false;
  const wholeText = (): Promise<Buffer> => {
    if (whole) return whole;
    // One ranged read into one buffer: several times faster than collecting a stream's chunks.
    whole = objects
      .stat(keys.search)
      .then((info) =>
        info
          ? objects.readRanges(keys.search, [[0, info.size]]).then(([bytes]) => bytes)
          : objects.getBuffer(keys.search),
      );
    whole.then(
      () => (wholeRead = true),
      // A failed read is tried again at the next search.
      () => (whole = null),
    );
    return whole;
  };
  let grams: Promise<SearchGrams | null> | null = null;
  const openGrams = (): Promise<SearchGrams | null> => {
    grams ??= SearchGrams.open((ranges) => objects.readRanges(keys.grams, ranges)).catch((err: unknown) => {
      if (err instanceof ObjectNotFoundError || err instanceof StaleSearchGrams) return null;
      grams = null;
      throw err;
    });
    return grams;
  };
  const text = {
    readRanges: (ranges: ReadonlyArray<readonly [number, number]>) => objects.readRanges(keys.search, ranges),
    whole: wholeText,
    holdsWhole: () => wholeRead,
  };
  return {
    index,
    async matches(needle) {
      const opened = await openGrams();
      const found = opened && (await searchWithGrams(opened, text, needle));
      // No gram index (registered before it existed) or a search it cannot answer exactly: scan.
      return found ?? searchMatches((await wholeText()).toString('utf8'), index.searchStarts, needle);
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
  await objects.put(keys.grams, buildSearchGrams(builder.searchLines()), { contentType: 'application/octet-stream' });
  await objects.put(keys.index, encodeReviewIndex(index), { contentType: 'application/octet-stream' });
  return index;
}
