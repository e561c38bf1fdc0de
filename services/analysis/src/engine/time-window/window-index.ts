import type { PreparedAnalysis } from '../prepare-analysis.js';
import type { TextList } from '../posts/text-list.js';

/**
 * What a time window's keywords and representative posts are computed from, once the run is
 * over: each post's time, author and the original it retweets, each original's author and time,
 * each user's community and PageRank. Users and posts are indexed as in the run's network, posts
 * as in the dataset's term matrix (so a window reuses the stored terms, never tokenizing again).
 */
export interface WindowIndex {
  k: number;
  /** The relation kinds of the network (the originals, and so their texts, depend on them, not on k). */
  relations: string[];
  /** Users' display names, by user index. */
  labels: string[];
  /** Community 0..k-1 of each user. */
  assignment: Int32Array;
  pagerank: Float64Array;
  postTime: Float64Array;
  postAuthor: Int32Array;
  /** The original each post retweets (-1: none). */
  retweetOf: Int32Array;
  unitAuthor: Int32Array;
  unitTime: Float64Array;
  /** Each relation of the network (UserNetwork.relationPost, …): who amplifies whom inside a window. */
  relationPost: Int32Array;
  relationTarget: Int32Array;
  relationKind: Int32Array;
}

/** The window index with each original's text (saved apart, read a few at a time). */
export interface WindowData {
  index: WindowIndex;
  unitTexts: TextList;
}

/** [start, end] in epoch ms, both included (as the member table's window). */
export interface TimeSpan {
  start: number;
  end: number;
}

/** The run's window data: shares the prepared arrays, copies only the originals' authors and times. */
export function windowData(prepared: PreparedAnalysis, assignment: Int32Array, k: number): WindowData {
  const originals = prepared.originals();
  return {
    index: {
      k,
      relations: [...prepared.relations],
      labels: prepared.network.labels,
      assignment,
      pagerank: prepared.metrics.pagerank,
      postTime: prepared.posts.times,
      postAuthor: prepared.network.postAuthor,
      retweetOf: originals.retweetOf,
      unitAuthor: Int32Array.from(originals.author),
      unitTime: Float64Array.from(originals.time),
      relationPost: prepared.network.relationPost,
      relationTarget: prepared.network.relationTarget,
      relationKind: prepared.network.relationKind,
    },
    unitTexts: originals.texts,
  };
}
