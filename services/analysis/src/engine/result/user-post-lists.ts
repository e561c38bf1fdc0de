import { userKey } from '../network/build-network.js';
import { PostTable, type PostsGiven } from '../posts/post-table.js';
import type { UserPost } from '../types.js';
import { keyedByName } from './keyed-by-name.js';

/** Each user's posts in time order (stable for equal times), as node detail lists them. */
export type UserPostLists = UserPost[][];

export function userPostLists(given: PostsGiven, postAuthor: Int32Array, users: number): UserPostLists {
  const posts = PostTable.of(given);
  const byUser: UserPostLists = Array.from({ length: users }, () => []);
  for (let i = 0; i < posts.length; i++)
    byUser[postAuthor[i]].push({ tweet_date: posts.times[i], tweet_text: posts.text(i) });
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
export function userPostsOfAuthors(given: PostsGiven): Record<string, UserPost[]> {
  const posts = PostTable.of(given);
  const { names, postAuthor } = postAuthors(posts);
  return userPostsByNodeId(userPostLists(posts, postAuthor, names.length), names);
}

/** The posts' authors as node ids in order of first appearance, and each post's author among them. */
export function postAuthors(posts: PostTable): { names: string[]; postAuthor: Int32Array } {
  const index = new Map<string, number>();
  const names: string[] = [];
  // Author cells come in order of first post, so their users do too.
  const userOfCell = Int32Array.from(posts.authorCells, (cell) => {
    const name = userKey(cell);
    let id = index.get(name);
    if (id === undefined) {
      id = names.length;
      index.set(name, id);
      names.push(name);
    }
    return id;
  });
  const postAuthor = new Int32Array(posts.length);
  for (let i = 0; i < posts.length; i++) postAuthor[i] = userOfCell[posts.authorIds[i]];
  return { names, postAuthor };
}
