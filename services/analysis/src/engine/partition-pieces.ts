import type { ExactKPartition } from './communities/exact-k-partition.js';
import { membershipScores, type MembershipScores } from './membership/membership-scores.js';
import type { CsrGraph } from './network/csr-graph.js';
import { countClassTerms, type ClassTermCounts } from './text/class-term-counts.js';
import { inverseClassFrequency } from './text/class-tfidf.js';
import { rankUserKeywords, type UserKeywordTable, type UserTermCounts } from './text/user-keywords.js';
import type { TermMatrix } from './types.js';

/** Keywords kept per user for the single-user detail panel. */
export const USER_KEYWORDS = 10;

/**
 * What a run computes from its partition and the posts' terms alone, before it reads the posts
 * themselves: the same wherever it is computed, in the run or in the partition helper's thread
 * ahead of it (which then leaves the run only what needs the posts and the names).
 */
export interface PartitionPieces {
  /** Community 0..k-1 of each user, largest community first (bySizeDescending). */
  assignment: Int32Array;
  sizes: number[];
  membership: MembershipScores;
  classTerms: ClassTermCounts;
  /** Each user's keywords, ranked by the communities' term frequencies. */
  termsOfUsers: UserKeywordTable;
}

export interface PieceInputs {
  graph: CsrGraph;
  matrix: TermMatrix;
  postAuthor: Int32Array;
  /** The users' term counts (the same for every k: counted once). */
  userTerms: () => UserTermCounts;
}

export function partitionPieces(inputs: PieceInputs, partition: ExactKPartition, k: number): PartitionPieces {
  const { assignment, sizes } = bySizeDescending(partition.assignment, k);
  const membership = membershipScores(inputs.graph, assignment, k);
  const postCommunity = Int32Array.from(inputs.postAuthor, (author) => assignment[author]);
  const classTerms = countClassTerms(inputs.matrix, postCommunity, k);
  const termsOfUsers = rankUserKeywords(inputs.userTerms(), inverseClassFrequency(classTerms), USER_KEYWORDS);
  return { assignment, sizes, membership, classTerms, termsOfUsers };
}

/** Cluster ids 1..k go to communities largest first; equal sizes keep the order of their first member. */
function bySizeDescending(raw: Int32Array, k: number): { assignment: Int32Array; sizes: number[] } {
  const size = new Array<number>(k).fill(0);
  const first = new Array<number>(k).fill(Infinity);
  raw.forEach((c, u) => {
    size[c]++;
    if (u < first[c]) first[c] = u;
  });
  const order = Array.from({ length: k }, (_, c) => c).sort((a, b) => size[b] - size[a] || first[a] - first[b]);
  const rank = new Int32Array(k);
  order.forEach((c, r) => (rank[c] = r));
  return { assignment: Int32Array.from(raw, (c) => rank[c]), sizes: order.map((c) => size[c]) };
}
