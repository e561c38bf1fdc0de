import type {
  AnalysisErrorCode,
  AnalysisOptions,
  AnalysisResult,
  AnalysisStage,
  Post,
  TermMatrix,
} from '../engine/types.js';

/**
 * Posts in columns: typed arrays move to the worker without copying (transferred) and the two
 * string columns clone far faster than half a million small objects.
 */
export interface PostColumns {
  rows: Int32Array;
  times: Float64Array;
  /** NaN where the follower count is unknown. */
  followers: Float64Array;
  authors: string[];
  texts: string[];
}

/** Main thread → worker. A worker keeps the last dataset it was given, so runs on it skip the load. */
export type ToAnalysisWorker =
  | { type: 'load'; datasetKey: string; posts: PostColumns; terms: TermMatrix }
  | { type: 'unload' }
  | { type: 'run'; id: number; datasetKey: string; options: AnalysisOptions };

/**
 * A result on its way back: node details come without their `tweets` (the bulk of the result:
 * every post's text again), and with the indexes of each user's posts: user u (node id
 * userIds[u]) has posts postOrder[postOffsets[u] .. postOffsets[u + 1]]. The caller, who has the
 * posts, refills the tweets.
 */
export interface ResultWithoutTweets {
  result: AnalysisResult;
  userIds: string[];
  postOffsets: Int32Array;
  postOrder: Int32Array;
}

/** Worker → main thread, tagged with the run id. */
export type FromAnalysisWorker =
  | { type: 'progress'; id: number; stage: AnalysisStage; percent: number }
  | { type: 'done'; id: number; reply: ResultWithoutTweets }
  | { type: 'failed'; id: number; name: string; message: string; code: AnalysisErrorCode | null; stack?: string };

/**
 * Where each user's posts are, for refilling node details' tweets on the other side (see
 * ResultWithoutTweets): per user index, posts by time, equal times in post order, as the engine
 * lists them.
 */
export function postsByUserInTimeOrder(
  postAuthor: Int32Array,
  users: number,
  times: ArrayLike<number>,
): { postOffsets: Int32Array; postOrder: Int32Array } {
  const postOffsets = new Int32Array(users + 1);
  for (const a of postAuthor) postOffsets[a + 1]++;
  for (let u = 0; u < users; u++) postOffsets[u + 1] += postOffsets[u];
  const fill = postOffsets.slice(0, users);
  const postOrder = new Int32Array(postAuthor.length);
  postAuthor.forEach((a, i) => (postOrder[fill[a]++] = i));
  for (let u = 0; u < users; u++) {
    const list = postOrder.subarray(postOffsets[u], postOffsets[u + 1]);
    for (let j = 1; j < list.length; j++) {
      if (times[list[j]] < times[list[j - 1]]) {
        list.set(Array.from(list).sort((x, y) => times[x] - times[y] || x - y));
        break;
      }
    }
  }
  return { postOffsets, postOrder };
}

/** Refills node details' tweets from the caller's own copy of the posts. */
export function withTweets(reply: ResultWithoutTweets, posts: readonly Post[]): AnalysisResult {
  const { result, userIds, postOffsets, postOrder } = reply;
  userIds.forEach((id, u) => {
    const tweets = result.nodeDetails[id].graph_result.tweets;
    for (let j = postOffsets[u]; j < postOffsets[u + 1]; j++) {
      const post = posts[postOrder[j]];
      tweets.push({ tweet_date: post.time, tweet_text: post.text });
    }
  });
  return result;
}

export function toColumns(posts: readonly Post[]): PostColumns {
  const n = posts.length;
  const columns: PostColumns = {
    rows: new Int32Array(n),
    times: new Float64Array(n),
    followers: new Float64Array(n),
    authors: new Array<string>(n),
    texts: new Array<string>(n),
  };
  for (let i = 0; i < n; i++) {
    const p = posts[i];
    columns.rows[i] = p.row;
    columns.times[i] = p.time;
    columns.followers[i] = p.followers ?? NaN;
    columns.authors[i] = p.author;
    columns.texts[i] = p.text;
  }
  return columns;
}

export function fromColumns(columns: PostColumns): Post[] {
  const posts = new Array<Post>(columns.rows.length);
  for (let i = 0; i < posts.length; i++) {
    const followers = columns.followers[i];
    posts[i] = {
      row: columns.rows[i],
      author: columns.authors[i],
      text: columns.texts[i],
      time: columns.times[i],
      followers: Number.isNaN(followers) ? null : followers,
    };
  }
  return posts;
}
