import { countClassTerms } from '../text/class-term-counts.js';
import { keywordCounts, topClassTerms } from '../text/class-tfidf.js';
import { rankOriginals, type RankedOriginal } from '../representative-posts/representative-posts.js';
import type { KeywordCount, TermMatrix } from '../types.js';
import type { TimeSpan, WindowIndex } from './window-index.js';

/**
 * A community's keywords over the posts inside the window, computed as the run computes them
 * (class-based TF-IDF over every community's posts, here only those inside the window), so the
 * whole range gives the run's list. clusterId 0: every community as one class.
 */
export function windowKeywords(
  index: WindowIndex,
  terms: TermMatrix,
  span: TimeSpan,
  clusterId: number,
  topN: number,
): KeywordCount[] {
  const { postTime, postAuthor, assignment } = index;
  if (terms.offsets.length - 1 !== postTime.length)
    throw new RangeError(`terms cover ${terms.offsets.length - 1} posts, the window index ${postTime.length}`);
  const all = clusterId === 0;
  const docClass = new Int32Array(postTime.length);
  for (let i = 0; i < postTime.length; i++) {
    const t = postTime[i];
    docClass[i] = t < span.start || t > span.end ? -1 : all ? 0 : assignment[postAuthor[i]];
  }
  const k = all ? 1 : index.k;
  const only = all ? 0 : clusterId - 1;
  return keywordCounts(topClassTerms(countClassTerms(terms, docClass, k), topN, only)[only]);
}

/**
 * A community's representative posts inside the window: originals posted in it, ranked as the run
 * ranks them (rankOriginals) with only the retweets inside the window counted. clusterId 0:
 * every community as one (every retweet counts as inside).
 */
export function windowPosts(index: WindowIndex, span: TimeSpan, clusterId: number, limit: number): RankedOriginal[] {
  const all = clusterId === 0;
  const { postTime, unitTime } = index;
  const ranked = rankOriginals(
    {
      unitAuthor: index.unitAuthor,
      unitTime,
      postAuthor: index.postAuthor,
      retweetOf: index.retweetOf,
      assignment: all ? new Int32Array(index.assignment.length) : index.assignment,
      pagerank: index.pagerank,
    },
    {
      k: all ? 1 : index.k,
      limit,
      postIn: (post) => postTime[post] >= span.start && postTime[post] <= span.end,
      unitIn: (unit) => unitTime[unit] >= span.start && unitTime[unit] <= span.end,
      only: all ? 0 : clusterId - 1,
    },
  );
  return ranked[all ? 0 : clusterId - 1];
}
