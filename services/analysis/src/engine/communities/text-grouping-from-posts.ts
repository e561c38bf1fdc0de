import type { TermMatrix } from '../types.js';
import { countClassTerms } from '../text/class-term-counts.js';
import { placeByTermIds } from '../text/place-by-text.js';
import { HeldOutSimilarity } from '../text/held-out-similarity.js';
import { clusterByText } from '../text/cluster-by-text.js';
import { termsByUser } from '../text/user-terms.js';
import type { TextGrouping } from './text-grouping.js';
import { postsByUser, termIdsOfUsers, type UserPosts } from './user-term-index.js';

/**
 * Text grouping over the users of a post set: a user's text is all their posts' terms (retweet
 * copies included: what a user spreads says what they care about). Placement uses the text
 * module's c-TF-IDF profiles (placeByTermIds); text-only clustering is the text module's spherical
 * k-means over users' TF-IDF vectors (clusterByText).
 */
export function textGroupingFromPosts(
  matrix: TermMatrix,
  postAuthor: Int32Array,
  users: number,
  /** User each post retweets, -1 for originals (left out: every post counts as the user's own). */
  postRetweetOf?: Int32Array,
): TextGrouping {
  const byUser = postsByUser(postAuthor, users);
  // Retweets of each user's posts, by the retweeted user (-1 rows are originals: none listed).
  let copies: UserPosts | null = null;
  let heldOut: { assignment: Int32Array; k: number; similarity: HeldOutSimilarity } | null = null;
  const termCount = (u: number): number => {
    let count = 0;
    for (let p = byUser.offsets[u]; p < byUser.offsets[u + 1]; p++) {
      const doc = byUser.posts[p];
      count += matrix.offsets[doc + 1] - matrix.offsets[doc];
    }
    return count;
  };

  return {
    usersWithText(): number {
      let count = 0;
      for (let u = 0; u < users; u++) if (termCount(u) > 0) count++;
      return count;
    },

    place(units, assignment, k) {
      const docClass = Int32Array.from(postAuthor, (a) => assignment[a]);
      const profiles = countClassTerms(matrix, docClass, k);
      const sizes = new Int32Array(k);
      for (const c of assignment) if (c >= 0) sizes[c]++;
      const unitTerms = units.map((members) => termIdsOfUsers(matrix, byUser, members));
      return placeByTermIds(unitTerms, profiles, sizes).community;
    },

    similarity(members, assignment, k) {
      // One partition is asked about several times in a row (agreement samples, then the users
      // text may move): its profiles are built once.
      if (!heldOut || heldOut.assignment !== assignment || heldOut.k !== k) {
        const postClass = Int32Array.from(postAuthor, (a) => assignment[a]);
        copies ??= postsByUser(postRetweetOf ?? new Int32Array(postAuthor.length).fill(-1), users);
        heldOut = {
          assignment,
          k,
          similarity: new HeldOutSimilarity({
            matrix,
            profiles: countClassTerms(matrix, postClass, k),
            postClass,
            byUser,
            copies,
            isCopy: (post) => postRetweetOf !== undefined && postRetweetOf[post] !== -1,
          }),
        };
      }
      return heldOut.similarity.of(members);
    },

    cluster(k, seed) {
      return clusterByText(termsByUser(matrix, postAuthor, users), k, seed);
    },
  };
}
