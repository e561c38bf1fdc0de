/** Where a dataset's files live: its posts, and beside them its review index (review-keys.ts). */
export const datasetKeys = {
  prefix: (datasetId: string) => `datasets/${datasetId}/`,
  posts: (datasetId: string) => `datasets/${datasetId}/posts.ndjson`,
};
