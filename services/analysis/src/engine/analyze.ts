import { isAllowedK, K_MAX, K_MIN, mergeSkips, skippedPosts } from '@kizuna/proto/engine-rules';
import { communityNames } from './naming/community-names.js';
import { communityColor } from './colors/community-colors.js';
import { partitionExactK, type ExactKPartition } from './communities/exact-k-partition.js';
import { layoutCommunities } from './layout/community-layout.js';
import { placeEveryone } from './layout/place-everyone.js';
import { selectDisplayed } from './layout/select-displayed.js';
import type { PostsGiven } from './posts/post-table.js';
import { partitionPieces, type PartitionPieces } from './partition-pieces.js';
import { prepareAnalysis, type PreparedAnalysis } from './prepare-analysis.js';
import { runRelations } from './relations/run-relations.js';
import { representativePosts } from './representative-posts/representative-posts.js';
import { graphEdges, graphNodes } from './result/graph-payload.js';
import { membersByRank, type RunTable } from './result/run-table.js';
import { communityMembers, runUsers } from './result/user-details.js';
import { keywordCounts, topClassTerms } from './text/class-tfidf.js';
import type { DocTerms } from './text/term-matrix.js';
import { postTimeSeries } from './time-series/post-time-series.js';
import { windowData } from './time-window/window-index.js';
import type { AnalysisResult, RunResult } from './analysis-result.js';
import {
  AnalysisError,
  AnalysisErrorCode,
  type AnalysisOptions,
  type AnalysisSummary,
  type ProgressListener,
  type TimePoint,
} from './types.js';

export const DEFAULT_TOP_KEYWORDS = 50;
export { USER_KEYWORDS } from './partition-pieces.js';
export const DEFAULT_TOP_POSTS = 20;

/** Member table columns, named as the member fields they show. */
export const MEMBER_HEADERS: readonly string[] = [
  'tweet_user_screen_name',
  'get_retweeted',
  'count_retweet',
  'count_followers',
  'degree',
  'pagerank',
  'community_1',
  'community_2',
  'community_3',
];

/**
 * The whole analysis of one run: network, exactly k communities, membership scores, keywords,
 * representative posts, layout, time series and per-user details. Pure and synchronous:
 * the same posts, terms and options (seed included) always give the same result.
 * Throws AnalysisError when the options are invalid or the data cannot support k communities.
 */
export function analyze(
  posts: PostsGiven,
  terms: DocTerms,
  options: AnalysisOptions,
  onProgress?: ProgressListener,
): AnalysisResult {
  checkK(options.k);
  return withUserObjects(
    analyzePrepared(prepareAnalysis(posts, terms, options.relations, onProgress), options, onProgress),
  );
}

/** A run's result with its users as objects too (see AnalysisResult), made from its table. */
export function withUserObjects(result: RunResult): AnalysisResult {
  return {
    ...result,
    // The keys in the order a community had before its members moved to the table.
    communities: result.communities.map(({ tweets, has_followers, ...community }, c) => ({
      ...community,
      nodes: communityMembers(result.table, c),
      tweets,
      has_followers,
    })),
    users: runUsers(result.table),
  };
}

/**
 * The k-dependent part of `analyze`, on a post set prepared once for several runs (same relations),
 * with its users in arrays only (RunResult.table). Users' posts are not part of it: they do not
 * depend on k (prepared.userPosts()).
 */
export function analyzePrepared(
  prepared: PreparedAnalysis,
  options: AnalysisOptions,
  onProgress?: ProgressListener,
  /**
   * partitionExactK's answer for these options when computed elsewhere (another thread), with
   * what follows from it alone when that was computed there too.
   */
  computed?: { partition: ExactKPartition; pieces?: PartitionPieces },
): RunResult {
  const k = options.k;
  checkK(k);
  if (options.relations.join() !== prepared.relations.join()) throw new RangeError('prepared for other relations');
  const report = onProgress ?? (() => undefined);
  const { posts, matrix, network, graph, metrics } = prepared;
  const users = network.names.length;
  if (users < k) throw new AnalysisError(AnalysisErrorCode.TooFewUsers, `${users} users cannot form ${k} communities`);

  report('communities', 0);
  const partition =
    computed?.partition ??
    partitionExactK({
      graph,
      k,
      seed: options.seed,
      text: prepared.text,
      natural: prepared.naturalPartition(options.seed),
    });
  const { assignment, sizes, membership, classTerms, termsOfUsers } =
    computed?.pieces ??
    partitionPieces(
      { graph, matrix, postAuthor: network.postAuthor, userTerms: () => prepared.userTerms() },
      partition,
      k,
    );
  report('communities', 100);

  report('keywords', 0);
  const postCommunity = Int32Array.from(network.postAuthor, (author) => assignment[author]);
  const keywords = topClassTerms(classTerms, options.topKeywords ?? DEFAULT_TOP_KEYWORDS).map(keywordCounts);
  report('keywords', 50);
  const originals = prepared.originals();
  const tweets = representativePosts({
    originals,
    network,
    assignment,
    pagerank: metrics.pagerank,
    k,
    limit: options.topPosts ?? DEFAULT_TOP_POSTS,
  });
  report('keywords', 100);

  report('layout', 0);
  const displayed = selectDisplayed(
    assignment,
    metrics.pagerank,
    metrics.degree,
    k,
    Math.max(1, Math.floor(options.displayCap)),
  );
  const layout = layoutCommunities({ sizes, displayed, users });
  const names = communityNames(keywords);
  const series = postTimeSeries(posts.times, postCommunity, k);
  const timeByCluster: Record<string, TimePoint[]> = {};
  series.byCommunity.forEach((points, c) => (timeByCluster[String(c + 1)] = points));
  const nodes = graphNodes(network, metrics, assignment, displayed, layout, names);
  const edges = graphEdges(network, displayed);
  report('layout', 70);

  const hasFollowers = posts.followerCounts.some((followers) => !Number.isNaN(followers));
  const drawn = new Uint8Array(users);
  for (const list of displayed) for (const u of list) drawn[u] = 1;
  const table: RunTable = {
    names: network.names,
    labels: network.labels,
    metrics,
    membership,
    assignment,
    places: { ...placeEveryone(layout, assignment), drawn },
    members: membersByRank(metrics, assignment, k),
    keywords: termsOfUsers,
  };
  const communities = names.map((name, c) => ({
    cluster_id: c + 1,
    name,
    color: communityColor(c + 1),
    size: sizes[c],
    keywords: keywords[c],
    headers: [...MEMBER_HEADERS],
    tweets: tweets[c],
    has_followers: hasFollowers,
  }));
  report('layout', 100);

  const allEdges = prepared.edges();
  const skipped = skippedPosts(mergeSkips(matrix.skipped, network.skipped, originals.skipped));
  return {
    summary: { ...summaryOf(k, prepared, partition), skipped_posts: skipped },
    graph: {
      nodes,
      edges,
      time_range_data: series.overall,
      time_range_by_cluster: timeByCluster,
      bucket: series.bucket,
      text_only: partition.textOnly,
      users_total: users,
      users_shown: nodes.filter((n) => n.type === 'node').length,
      skipped_posts: skipped,
    },
    communities,
    edges: allEdges,
    table,
    relations: runRelations(allEdges, graph, membership, assignment, k),
    window: windowData(prepared, assignment, k),
  };
}

function checkK(k: number): void {
  if (!isAllowedK(k))
    throw new AnalysisError(AnalysisErrorCode.InvalidK, `k must be a whole number from ${K_MIN} to ${K_MAX}, got ${k}`);
}

function summaryOf(
  k: number,
  prepared: PreparedAnalysis,
  partition: ExactKPartition,
): Omit<AnalysisSummary, 'skipped_posts'> {
  let placed = 0;
  for (const flag of partition.placedByText) placed += flag;
  return {
    k,
    users: prepared.network.names.length,
    edges: prepared.network.graph.targets.length,
    posts: prepared.posts.length,
    natural_communities: partition.naturalCount,
    natural_modularity: partition.naturalModularity,
    final_modularity: partition.finalModularity,
    text_placed_users: placed,
    text_only: partition.textOnly,
    text_weight: {
      quiet: partition.quietPlacement?.textWeight.quiet ?? 0,
      busy: partition.quietPlacement?.textWeight.busy ?? 0,
      moved_users: partition.quietPlacement?.moved ?? 0,
    },
  };
}
