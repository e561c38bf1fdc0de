/**
 * Where a dataset's review index and search text live: beside its posts file. The lines' starts
 * (line-starts.ts) are written at registration, with the posts, not by the index's build.
 */
export function reviewKeys(postsKey: string): { index: string; search: string; grams: string; lineStarts: string } {
  const folder = postsKey.slice(0, postsKey.lastIndexOf('/') + 1);
  return {
    index: `${folder}review-index.bin`,
    search: `${folder}review-search.txt`,
    grams: `${folder}review-grams.bin`,
    lineStarts: `${folder}posts-line-starts.bin`,
  };
}
