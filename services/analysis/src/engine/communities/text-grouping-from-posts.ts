import type { TermMatrix } from '../types.js';
import { countClassTerms } from '../text/class-term-counts.js';
import { placeByText } from '../text/place-by-text.js';
import { profileSimilarities } from '../text/profile-similarity.js';
import { clusterByText } from '../text/cluster-by-text.js';
import { termsByUser } from '../text/user-terms.js';
import type { TextGrouping } from './text-grouping.js';
import { postsByUser, termIdsOfUsers } from './user-term-index.js';

/**
 * Text grouping over the users of a post set: a user's text is all their posts' terms (retweet
 * copies included: what a user spreads says what they care about). Placement uses the text
 * module's c-TF-IDF profiles (placeByText); text-only clustering is the text module's spherical
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
      const unitTerms = units.map((members) =>
        termIdsOfUsers(matrix, byUser, members).map((t) => matrix.vocabulary[t]),
      );
      return placeByText(unitTerms, profiles, sizes).community;
    },

    similarity(members, assignment, k) {
      const docClass = Int32Array.from(postAuthor, (a) => assignment[a]);
      const profiles = countClassTerms(matrix, docClass, k);
      const bags = members.map((u) => {
        const ids: number[] = [];
        for (let p = byUser.offsets[u]; p < byUser.offsets[u + 1]; p++) {
          const doc = byUser.posts[p];
          if (postRetweetOf && postRetweetOf[doc] !== -1) continue;
          for (let j = matrix.offsets[doc]; j < matrix.offsets[doc + 1]; j++) ids.push(matrix.termIds[j]);
        }
        return ids;
      });
      return profileSimilarities(bags, profiles);
    },

    cluster(k, seed) {
      return clusterByText(termsByUser(matrix, postAuthor, users), k, seed);
    },
  };
}
