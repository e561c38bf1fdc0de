import { PostTable, type PostsGiven } from '../posts/post-table.js';
import type { CsrGraph } from './csr-graph.js';
import type { UserNetwork } from './build-network.js';
import { pageRank } from './pagerank.js';

/** Per-user figures shown in member tables and node detail. NaN marks "unknown". */
export interface UserMetrics {
  /** Times the user's posts were retweeted by others. */
  getRetweeted: Int32Array;
  /** Times the user retweeted someone else. */
  countRetweet: Int32Array;
  /** Follower count from the user's latest post that carries one; NaN when none does. */
  followers: Float64Array;
  /** Distinct neighbours in the selected graph, in either direction. */
  degree: Int32Array;
  /** PageRank on the selected directed graph (sums to 1 over users). */
  pagerank: Float64Array;
  postCount: Int32Array;
  /** First and last post time; NaN for users who never posted (only retweeted or mentioned). */
  firstTime: Float64Array;
  lastTime: Float64Array;
}

/** Retweet counts always come from retweets, whatever relations build the graph; self-retweets are not counted. */
export function computeUserMetrics(given: PostsGiven, network: UserNetwork, undirected: CsrGraph): UserMetrics {
  const posts = PostTable.of(given);
  const n = network.names.length;
  const getRetweeted = new Int32Array(n);
  const countRetweet = new Int32Array(n);
  const followers = new Float64Array(n).fill(NaN);
  const followersTime = new Float64Array(n).fill(-Infinity);
  const postCount = new Int32Array(n);
  const firstTime = new Float64Array(n).fill(NaN);
  const lastTime = new Float64Array(n).fill(NaN);
  const { times, followerCounts } = posts;
  for (let i = 0; i < posts.length; i++) {
    const author = network.postAuthor[i];
    const target = network.postRetweetOf[i];
    if (target !== -1 && target !== author) {
      countRetweet[author]++;
      if (target >= 0) getRetweeted[target]++;
    }
    postCount[author]++;
    const t = times[i];
    if (!(firstTime[author] <= t)) firstTime[author] = t;
    if (!(lastTime[author] >= t)) lastTime[author] = t;
    const count = followerCounts[i];
    if (Number.isFinite(count) && t >= followersTime[author]) {
      followersTime[author] = t;
      followers[author] = count;
    }
  }
  const degree = new Int32Array(n);
  for (let u = 0; u < n; u++) degree[u] = undirected.offsets[u + 1] - undirected.offsets[u];
  const pagerank = pageRank(network.graph);
  return { getRetweeted, countRetweet, followers, degree, pagerank, postCount, firstTime, lastTime };
}
