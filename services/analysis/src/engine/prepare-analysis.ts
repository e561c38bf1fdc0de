import { leiden, type LeidenResult } from './communities/leiden.js';
import { textGroupingFromPosts } from './communities/text-grouping-from-posts.js';
import type { TextGrouping } from './communities/text-grouping.js';
import { buildNetwork, type UserNetwork } from './network/build-network.js';
import { toUndirected, type CsrGraph } from './network/csr-graph.js';
import { computeUserMetrics, type UserMetrics } from './network/user-metrics.js';
import { matchOriginals, type OriginalPosts } from './representative-posts/original-posts.js';
import { userPostLists, userPostsByNodeId } from './result/user-post-lists.js';
import { asTermMatrix, type DocTerms } from './text/term-matrix.js';
import { userTermCounts, type UserTermCounts } from './text/user-keywords.js';
import { networkEdges } from './result/network-edges.js';
import { PostTable, type PostsGiven } from './posts/post-table.js';
import type { EdgeColumns, ProgressListener, RelationKind, TermMatrix, UserPost } from './types.js';

/**
 * What a post set's runs share before any text is read: the network of the chosen relations,
 * user metrics, each user's posts, the original posts, and the natural Leiden partition per seed
 * (computed on first use). Built while the posts are still being tokenized.
 */
export interface PreparedNetwork {
  posts: PostTable;
  relations: readonly RelationKind[];
  network: UserNetwork;
  /** Undirected interaction graph (weights of both directions summed). */
  graph: CsrGraph;
  metrics: UserMetrics;
  /** Each user's posts by node id, as node details list them; the same for every k (built on first use). */
  userPosts(): Record<string, UserPost[]>;
  /** Original posts and which one each retweet copies (built on first use). */
  originals(): OriginalPosts;
  /** Every edge of the network in columns (built on first use; the same for every k). */
  edges(): EdgeColumns;
  naturalPartition(seed: number): LeidenResult;
}

/**
 * Everything about a post set that does not depend on k: the prepared network and the posts'
 * terms. The runs of one project (k = 3, 6, 10) share one of these.
 */
export interface PreparedAnalysis extends PreparedNetwork {
  matrix: TermMatrix;
  text: TextGrouping;
  /** Each user's term counts, which each run weighs for the user's keywords (counted on first use). */
  userTerms(): UserTermCounts;
}

export function prepareAnalysis(
  given: PostsGiven,
  terms: DocTerms,
  relations: readonly RelationKind[],
  onProgress?: ProgressListener,
): PreparedAnalysis {
  const posts = PostTable.of(given);
  const matrix = asTermMatrix(terms);
  // Checked before the network is built: a mismatch fails at once.
  checkTerms(posts, matrix);
  return withTerms(prepareNetwork(posts, relations, onProgress), matrix);
}

/** The part of prepareAnalysis that needs no terms. */
export function prepareNetwork(
  given: PostsGiven,
  relations: readonly RelationKind[],
  onProgress?: ProgressListener,
): PreparedNetwork {
  const posts = PostTable.of(given);
  const report = onProgress ?? (() => undefined);
  report('parse', 0);
  const network = buildNetwork(posts, relations);
  report('parse', 100);
  report('network', 0);
  const graph = toUndirected(network.graph);
  const metrics = computeUserMetrics(posts, network, graph);
  const users = network.names.length;
  report('network', 100);
  const natural = new Map<number, LeidenResult>();
  let userPosts: Record<string, UserPost[]> | null = null;
  let originals: OriginalPosts | null = null;
  let edges: EdgeColumns | null = null;
  return {
    posts,
    relations: [...relations],
    network,
    graph,
    metrics,
    userPosts() {
      userPosts ??= userPostsByNodeId(userPostLists(posts, network.postAuthor, users), network.names);
      return userPosts;
    },
    originals() {
      originals ??= matchOriginals(posts, network);
      return originals;
    },
    edges() {
      edges ??= networkEdges(network);
      return edges;
    },
    naturalPartition(seed) {
      let result = natural.get(seed);
      if (!result) {
        result = leiden(graph, { seed });
        natural.set(seed, result);
      }
      return result;
    },
  };
}

/** A prepared network completed with its posts' terms (one entry per post, in post order). */
export function withTerms(prepared: PreparedNetwork, terms: DocTerms): PreparedAnalysis {
  const matrix = asTermMatrix(terms);
  checkTerms(prepared.posts, matrix);
  const { network } = prepared;
  let userTerms: UserTermCounts | null = null;
  return {
    ...prepared,
    matrix,
    text: textGroupingFromPosts(matrix, network.postAuthor, network.names.length, network.postRetweetOf),
    userTerms() {
      userTerms ??= userTermCounts(matrix, network.postAuthor, network.names.length);
      return userTerms;
    },
  };
}

function checkTerms(posts: PostTable, matrix: TermMatrix): void {
  if (matrix.offsets.length - 1 !== posts.length)
    throw new RangeError(`terms cover ${matrix.offsets.length - 1} posts, expected ${posts.length}`);
}
