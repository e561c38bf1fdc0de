/**
 * Throughput of a whole analysis in posts per second, from the end-to-end probe in DESIGN §8
 * (tokenizing at ~205k chars/s was 72% of the run; posts average ~100 characters). Tokens are
 * computed once per project, so extra k values add little and are ignored here.
 */
export const POSTS_PER_SECOND = 1500;

/** Rough duration shown before start; 0 and 0 for small files, which the review step says take under a minute. */
export function estimateDuration(validRows: number): { hours: number; minutes: number } {
  const totalMinutes = Math.floor(Math.max(0, validRows) / POSTS_PER_SECOND / 60);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
