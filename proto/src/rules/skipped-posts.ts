/**
 * Why a post was left out of a text step (design: one odd post never fails a whole run). Each
 * step that reads posts one by one catches what a post makes it throw, leaves that post out of
 * the step and counts it under the step's reason; the run's result carries the counts and the
 * graph page shows them.
 */
export const SKIP_REASONS = [
  /** NFKC normalising and removing URLs, names and hashtags. */
  'normalising',
  /** The Japanese noun reader (kuromoji's dictionary and the Viterbi segmenter). */
  'japanese_tokenizer',
  /** The English noun reader (wink-nlp's tagger). */
  'english_tokenizer',
  /** Keeping or dropping the terms a post's keywords come from. */
  'keyword_terms',
  /** A tokenizer that says nothing about which of its steps failed. */
  'tokenizer',
  /** Reading retweets, replies and mentions out of the text. */
  'interactions',
  /** Matching a retweet to its original post for the representative posts. */
  'representative_posts',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** Posts left out per reason; a reason with none is absent. */
export type SkipCounts = Partial<Record<SkipReason, number>>;

/** The counts as a run's result states them: reasons in SKIP_REASONS order, none with zero. */
export interface SkippedPosts {
  /** Sum over the reasons: a post left out by two steps counts under each. */
  total: number;
  reasons: Array<{ reason: SkipReason; count: number }>;
}

export function isSkipReason(value: string): value is SkipReason {
  return (SKIP_REASONS as readonly string[]).includes(value);
}

/** Adds `count` posts under `reason`, in place. */
export function countSkip(counts: SkipCounts, reason: SkipReason, count = 1): SkipCounts {
  if (count > 0) counts[reason] = (counts[reason] ?? 0) + count;
  return counts;
}

/** Counts of several steps added together. */
export function mergeSkips(...parts: ReadonlyArray<SkipCounts | undefined>): SkipCounts {
  const merged: SkipCounts = {};
  for (const part of parts) if (part) for (const reason of SKIP_REASONS) countSkip(merged, reason, part[reason] ?? 0);
  return merged;
}

export function skippedPosts(counts: SkipCounts | undefined): SkippedPosts {
  const reasons = SKIP_REASONS.filter((reason) => (counts?.[reason] ?? 0) > 0).map((reason) => ({
    reason,
    count: counts![reason]!,
  }));
  return { total: reasons.reduce((sum, r) => sum + r.count, 0), reasons };
}
