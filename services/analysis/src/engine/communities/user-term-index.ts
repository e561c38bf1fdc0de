import type { TermMatrix } from '../types.js';

/** Posts of each user as a CSR list, so a user's (or a group's) terms can be read without copying. */
export interface UserPosts {
  offsets: Int32Array;
  posts: Int32Array;
}

/** Posts of each user; posts whose user is -1 (e.g. originals, when listing retweets by the user retweeted) are left out. */
export function postsByUser(postAuthor: Int32Array, users: number): UserPosts {
  const offsets = new Int32Array(users + 1);
  for (const a of postAuthor) if (a >= 0) offsets[a + 1]++;
  for (let u = 0; u < users; u++) offsets[u + 1] += offsets[u];
  const fill = offsets.slice(0, users);
  const posts = new Int32Array(offsets[users]);
  postAuthor.forEach((a, i) => {
    if (a >= 0) posts[fill[a]++] = i;
  });
  return { offsets, posts };
}

/** Term ids of all posts of the given users, in post order. */
export function termIdsOfUsers(matrix: TermMatrix, byUser: UserPosts, users: readonly number[]): number[] {
  const ids: number[] = [];
  for (const u of users) {
    for (let p = byUser.offsets[u]; p < byUser.offsets[u + 1]; p++) {
      const doc = byUser.posts[p];
      for (let j = matrix.offsets[doc]; j < matrix.offsets[doc + 1]; j++) ids.push(matrix.termIds[j]);
    }
  }
  return ids;
}
