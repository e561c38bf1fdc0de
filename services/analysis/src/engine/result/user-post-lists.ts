import { userKey } from '../network/build-network.js';
import type { Post, UserPost } from '../types.js';
import { keyedByName } from './keyed-by-name.js';

/** Each user's posts in time order (stable for equal times), as node detail lists them. */
export type UserPostLists = UserPost[][];

export function userPostLists(posts: readonly Post[], postAuthor: Int32Array, users: number): UserPostLists {
  const byUser: UserPostLists = Array.from({ length: users }, () => []);
  for (let i = 0; i < posts.length; i++)
    byUser[postAuthor[i]].push({ tweet_date: posts[i].time, tweet_text: posts[i].text });
  // Uploads are usually in time order already; a list is sorted only when it is not.
  for (const list of byUser) {
    for (let j = 1; j < list.length; j++) {
      if (list[j].tweet_date < list[j - 1].tweet_date) {
        list.sort((a, b) => a.tweet_date - b.tweet_date);
        break;
      }
    }
  }
  return byUser;
}

/** Each user's posts keyed by node id (names[u] is user u's node id). */
export function userPostsByNodeId(lists: UserPostLists, names: readonly string[]): Record<string, UserPost[]> {
  const byId = keyedByName<UserPost[]>();
  names.forEach((name, u) => (byId[name] = lists[u]));
  return byId;
}

/**
 * Each author's posts keyed by node id, from the posts alone: node ids are the lowercased screen
 * names the network gives its users, so the lists can be made (and saved) before any network is
 * built. Users who only appear as targets of a relation have no posts and no entry.
 */
export function userPostsOfAuthors(posts: readonly Post[]): Record<string, UserPost[]> {
  const { names, postAuthor } = postAuthors(posts);
  return userPostsByNodeId(userPostLists(posts, postAuthor, names.length), names);
}

/** The posts' authors as node ids in order of first appearance, and each post's author among them. */
export function postAuthors(posts: readonly Post[]): { names: string[]; postAuthor: Int32Array } {
  const index = new Map<string, number>();
  const names: string[] = [];
  const postAuthor = new Int32Array(posts.length);
  for (let i = 0; i < posts.length; i++) {
    const name = userKey(posts[i].author);
    let id = index.get(name);
    if (id === undefined) {
      id = names.length;
      index.set(name, id);
      names.push(name);
    }
    postAuthor[i] = id;
  }
  return { names, postAuthor };
}
