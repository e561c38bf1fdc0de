import { ObjectNotFoundError, type ObjectStore } from '@kizuna/platform/objects';
import { buildReviewIndex } from './build-review-index.js';
import { openReviewIndex, searchMatches, StaleReviewIndex, viewOfIndex, type ReviewIndexView } from './review-index.js';
import { reviewKeys } from './review-keys.js';
import { SearchGrams, StaleSearchGrams } from './search-grams.js';
import { searchWithGrams } from './search-with-grams.js';

/** A dataset's review index in memory; searches go through its gram index, read as they need it. */
export interface ReviewData {
  index: ReviewIndexView;
  /** Which posts contain the search (case-insensitive) in their screen name or text: one flag per post. */
  matches(needle: string): Promise<Uint8Array>;
  /**
   * Starts reading what a search needs (the gram table, and the search text a common word is
   * checked in) while the person looks at the first page, so that their first search does not
   * wait for 130 MB at 550k posts. Failures are left for that search to meet again.
   */
  warmSearch(): void;
}

/**
 * Reads the review index stored beside the posts (ReviewIndexes builds it in a worker thread after
 * registration). A dataset without one gets one built from its posts here, once, and stored. A dataset
 * registered before the gram index existed is searched by scanning its search text (read once).
 */
export async function loadReviewData(objects: ObjectStore, postsKey: string): Promise<ReviewData> {
  const keys = reviewKeys(postsKey);
  let index: ReviewIndexView;
  try {
    index = await openReviewIndex((ranges) => objects.readRanges(keys.index, ranges));
  } catch (err) {
    if (!(err instanceof ObjectNotFoundError || err instanceof StaleReviewIndex)) throw err;
    index = viewOfIndex(await buildReviewIndex(objects, postsKey));
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
    warmSearch() {
      void openGrams()
        .then((opened) => opened && wholeText())
        .catch(() => undefined);
    },
    async matches(needle) {
      const opened = await openGrams();
      const found = opened && (await searchWithGrams(opened, text, needle));
      // No gram index (registered before it existed) or a search it cannot answer exactly: scan.
      return found ?? searchMatches((await wholeText()).toString('utf8'), await index.searchStarts(), needle);
    },
  };
}
