import { userKey } from '../engine/network/build-network.js';
import { userPostLists, type UserPost } from '../engine/result/user-post-lists.js';
import type { AnalysisResult, Post } from '../engine/types.js';

const cache = new WeakMap<readonly Post[], Map<string, UserPost[]>>();

/**
 * Each user's posts by node id, as node details list them, built once per posts array: all runs
 * on the same posts share the lists (as runs in one thread share them), and the texts never make
 * the trip back from the worker.
 */
export function userPostsByNodeId(posts: readonly Post[]): Map<string, UserPost[]> {
  let byId = cache.get(posts);
  if (!byId) {
    const index = new Map<string, number>();
    const postAuthor = new Int32Array(posts.length);
    posts.forEach((post, i) => {
      const key = userKey(post.author);
      let id = index.get(key);
      if (id === undefined) {
        id = index.size;
        index.set(key, id);
      }
      postAuthor[i] = id;
    });
    const lists = userPostLists(posts, postAuthor, index.size);
    byId = new Map([...index].map(([key, id]) => [key, lists[id]]));
    cache.set(posts, byId);
  }
  return byId;
}

/** Fills node details' tweets (left empty by the worker) from the caller's posts. */
export function withUserPosts(result: AnalysisResult, posts: readonly Post[]): AnalysisResult {
  const byId = userPostsByNodeId(posts);
  for (const [id, detail] of Object.entries(result.nodeDetails)) detail.graph_result.tweets = byId.get(id) ?? [];
  return result;
}
