/** Where a dataset's review index and search text live: beside its posts file. */
export function reviewKeys(postsKey: string): { index: string; search: string; grams: string } {
  const folder = postsKey.slice(0, postsKey.lastIndexOf('/') + 1);
  return {
    index: `${folder}review-index.bin`,
    search: `${folder}review-search.txt`,
    grams: `${folder}review-grams.bin`,
  };
}
