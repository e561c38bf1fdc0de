import type { TermMatrix } from '../types.js';
import { countClassTerms } from '../text/class-term-counts.js';
import { placeByText } from '../text/place-by-text.js';
import { largestClass } from '../text/largest-class.js';
import { clusterByText, type SparseVectors } from './cluster-by-text.js';
import type { TextGrouping } from './text-grouping.js';
import { postsByUser, termIdsOfUsers } from './user-term-index.js';

/**
 * Text grouping over the users of a post set: a user's text is all their posts' terms (retweet
 * copies included: what a user spreads says what they care about). Placement uses the text
 * module's c-TF-IDF profiles (placeByText); text-only clustering runs spherical k-means on users'
 * TF-IDF vectors.
 */
export function textGroupingFromPosts(matrix: TermMatrix, postAuthor: Int32Array, users: number): TextGrouping {
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
      const unitTerms = units.map((members) => termIdsOfUsers(matrix, byUser, members).map((t) => matrix.vocabulary[t]));
      return placeByText(unitTerms, profiles, sizes).community;
    },

    cluster(k, seed) {
      const groups = clusterByText(userVectors(matrix, byUser, users), k, seed);
      const sizes = new Int32Array(k);
      for (const g of groups) if (g >= 0) sizes[g]++;
      const largest = largestClass(sizes);
      return Int32Array.from(groups, (g) => (g >= 0 ? g : largest));
    },
  };
}

/** TF-IDF vector of each user: term count × ln(1 + users / users using the term). */
function userVectors(matrix: TermMatrix, byUser: ReturnType<typeof postsByUser>, users: number): SparseVectors {
  const dimensions = matrix.vocabulary.length;
  const offsets = new Int32Array(users + 1);
  const ids: number[] = [];
  const counts: number[] = [];
  const documentFrequency = new Float64Array(dimensions);
  const local = new Map<number, number>();
  for (let u = 0; u < users; u++) {
    local.clear();
    for (const t of termIdsOfUsers(matrix, byUser, [u])) local.set(t, (local.get(t) ?? 0) + 1);
    for (const [t, c] of [...local].sort((a, b) => a[0] - b[0])) {
      ids.push(t);
      counts.push(c);
      documentFrequency[t]++;
    }
    offsets[u + 1] = ids.length;
  }
  const values = Float64Array.from(counts, (c, p) => c * Math.log(1 + users / documentFrequency[ids[p]]));
  return { offsets, ids: Int32Array.from(ids), values, dimensions };
}
