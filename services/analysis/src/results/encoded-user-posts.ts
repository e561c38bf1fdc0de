import { postAuthors } from '../engine/result/user-post-lists.js';
import { keyedByName } from '../engine/result/keyed-by-name.js';
import { PostTable, type PostsGiven } from '../engine/posts/post-table.js';
import type { UserPost } from '../engine/types.js';
import { NODE_SHARDS, nodeShard } from './result-keys.js';

const utf8 = new TextEncoder();

/**
 * Each author's posts as the files node details read them: one JSON object per node shard, in
 * shard order, the same bytes as byShard(userPostsOfAuthors(posts)) written one by one. Made
 * shard by shard where the posts are held (the analysis worker): only one shard's lists exist at
 * a time, not half a million post objects beside the posts.
 */
export function* encodedUserPostShards(given: PostsGiven): Generator<Uint8Array> {
  const posts = PostTable.of(given);
  // Authors in order of first appearance (the order their keys had in one record of all).
  const { names, postAuthor } = postAuthors(posts);
  // Each author's posts as a list of post indices (counting sort keeps post order).
  const offsets = new Int32Array(names.length + 1);
  for (const a of postAuthor) offsets[a + 1]++;
  for (let a = 0; a < names.length; a++) offsets[a + 1] += offsets[a];
  const byAuthor = new Int32Array(posts.length);
  const next = offsets.slice(0, names.length);
  for (let i = 0; i < posts.length; i++) byAuthor[next[postAuthor[i]]++] = i;
  const shardOf = Int32Array.from(names, (name) => nodeShard(name));

  for (let s = 0; s < NODE_SHARDS; s++) {
    const shard = keyedByName<UserPost[]>();
    for (let a = 0; a < names.length; a++) {
      if (shardOf[a] !== s) continue;
      const list: UserPost[] = [];
      for (let j = offsets[a]; j < offsets[a + 1]; j++) {
        const post = byAuthor[j];
        list.push({ tweet_date: posts.times[post], tweet_text: posts.text(post) });
      }
      // As userPostLists: sorted by time (stably) only when not in time order already.
      for (let j = 1; j < list.length; j++) {
        if (list[j].tweet_date < list[j - 1].tweet_date) {
          list.sort((x, y) => x.tweet_date - y.tweet_date);
          break;
        }
      }
      shard[names[a]] = list;
    }
    yield utf8.encode(JSON.stringify(shard));
  }
}
