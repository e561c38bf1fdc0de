import { encodePostLine, parsePostsFile } from '@kizuna/proto/datasets';
import type { ObjectStore } from '@kizuna/platform/objects';
import { encodeReviewIndex, ReviewIndexBuilder, type ReviewIndex } from './review-index.js';
import { reviewKeys } from './review-keys.js';
import { GIVE_WAY_EVERY } from './give-way.js';
import { buildSearchGrams } from './search-grams.js';

/**
 * Where each step of a build ends, in percent: shares of its time measured at 550k posts (the
 * gram index is most of it), so the review screen's "being prepared, N%" moves evenly.
 */
const READ_UNTIL = 30;
const SORTED_AT = 45;
const GRAMS_UNTIL = 90;

/**
 * Builds a dataset's review index, search text and gram index from its posts file and stores
 * them beside it, the index last: a reader that finds the index finds the rest. `onPercent`
 * hears how far it has come (0–99, each value once; the stored index is 100). `giveWay` is
 * called between steps (a background build waits there while requests are being answered).
 */
export async function buildReviewIndex(
  objects: ObjectStore,
  postsKey: string,
  onPercent?: (percent: number) => void,
  giveWay?: () => void,
): Promise<ReviewIndex> {
  let told = -1;
  const tell = (percent: number): void => {
    const whole = Math.min(99, Math.floor(percent));
    if (whole > told) onPercent?.((told = whole));
  };
  const size = (await objects.stat(postsKey))?.size ?? 0;
  const builder = new ReviewIndexBuilder();
  let read = 0;
  tell(0);
  // The posts file was written with encodePostLine: the same bytes, so the same offsets.
  for await (const post of parsePostsFile(await objects.get(postsKey))) {
    const bytes = Buffer.byteLength(encodePostLine(post));
    builder.add(post, bytes);
    if (giveWay && builder.count % GIVE_WAY_EVERY === 0) giveWay();
    read += bytes;
    if (size > 0) tell((READ_UNTIL * read) / size);
  }
  const { index, searchText } = builder.build(giveWay);
  tell(SORTED_AT);
  const grams = buildSearchGrams(
    builder.searchLines(),
    (share) => tell(SORTED_AT + (GRAMS_UNTIL - SORTED_AT) * share),
    giveWay,
  );
  tell(GRAMS_UNTIL);
  const keys = reviewKeys(postsKey);
  await objects.put(keys.search, searchText, { contentType: 'text/plain; charset=utf-8' });
  await objects.put(keys.grams, grams, { contentType: 'application/octet-stream' });
  await objects.put(keys.index, encodeReviewIndex(index), { contentType: 'application/octet-stream' });
  return index;
}
