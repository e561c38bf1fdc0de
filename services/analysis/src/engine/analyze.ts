import { communityColour } from './colours/community-colours.js';
import { partitionExactK, type ExactKPartition } from './communities/exact-k-partition.js';
import { textGroupingFromPosts } from './communities/text-grouping-from-posts.js';
import { layoutCommunities } from './layout/community-layout.js';
import { selectDisplayed } from './layout/select-displayed.js';
import { membershipScores, type MembershipScores } from './membership/membership-scores.js';
import { buildNetwork, type UserNetwork } from './network/build-network.js';
import { toUndirected, type CsrGraph } from './network/csr-graph.js';
import { computeUserMetrics, type UserMetrics } from './network/user-metrics.js';
import { representativePosts } from './representative-posts/representative-posts.js';
import { classTfidfKeywords } from './text/class-tfidf.js';
import { asTermMatrix, type DocTerms } from './text/term-matrix.js';
import { postTimeSeries } from './time-series/post-time-series.js';
import {
  AnalysisError,
  AnalysisErrorCode,
  type AnalysisOptions,
  type AnalysisResult,
  type CommunityDetail,
  type CommunityMember,
  type GraphEdge,
  type GraphNode,
  type KeywordCount,
  type NodeDetail,
  type Post,
  type ProgressListener,
  type TimePoint,
} from './types.js';

export const MAX_K = 12;
export const DEFAULT_TOP_KEYWORDS = 50;
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
export function analyze(posts: readonly Post[], terms: DocTerms, options: AnalysisOptions, onProgress?: ProgressListener): AnalysisResult {
  const k = options.k;
  if (!Number.isInteger(k) || k < 1 || k > MAX_K) throw new AnalysisError(AnalysisErrorCode.InvalidK, `k must be a whole number from 1 to ${MAX_K}, got ${k}`);
  const report = onProgress ?? (() => undefined);

  report('parse', 0);
  const matrix = asTermMatrix(terms);
  if (matrix.offsets.length - 1 !== posts.length) throw new RangeError(`terms cover ${matrix.offsets.length - 1} posts, expected ${posts.length}`);
  const network = buildNetwork(posts, options.relations);
  const users = network.names.length;
  if (users < k) throw new AnalysisError(AnalysisErrorCode.TooFewUsers, `${users} users cannot form ${k} communities`);
  report('parse', 100);

  report('network', 0);
  const graph = toUndirected(network.graph);
  const metrics = computeUserMetrics(posts, network, graph);
  report('network', 100);

  report('communities', 0);
  const text = textGroupingFromPosts(matrix, network.postAuthor, users);
  const partition = partitionExactK({ graph, k, seed: options.seed, text });
  const { assignment, sizes } = bySizeDescending(partition.assignment, k);
  const membership = membershipScores(graph, assignment, k);
  report('communities', 100);

  report('keywords', 0);
  const postCommunity = Int32Array.from(network.postAuthor, (author) => assignment[author]);
  const keywords = classTfidfKeywords(matrix, postCommunity, k, options.topKeywords ?? DEFAULT_TOP_KEYWORDS);
  report('keywords', 50);
  const tweets = representativePosts({ posts, network, assignment, pagerank: metrics.pagerank, k, limit: options.topPosts ?? DEFAULT_TOP_POSTS });
  report('keywords', 100);

  report('layout', 0);
  const displayCap = Math.max(1, Math.floor(options.displayCap));
  const displayed = selectDisplayed(assignment, metrics.pagerank, metrics.degree, k, displayCap);
  const layout = layoutCommunities({ sizes, displayed, users });
  const names = keywords.map((words, c) => communityName(words, c + 1));
  const series = postTimeSeries(
    posts.map((p) => p.time),
    postCommunity,
    k,
  );
  const timeByCluster: Record<string, TimePoint[]> = {};
  series.byCommunity.forEach((points, c) => (timeByCluster[String(c + 1)] = points));
  const nodes = graphNodes(network, metrics, assignment, displayed, layout, names);
  const edges = graphEdges(network, displayed, users);
  report('layout', 70);

  const hasFollowers = posts.some((p) => p.followers !== null);
  const communities: CommunityDetail[] = names.map((name, c) => ({
    cluster_id: c + 1,
    name,
    color: communityColour(c + 1),
    size: sizes[c],
    keywords: keywords[c],
    headers: [...MEMBER_HEADERS],
    nodes: members(network, metrics, membership, assignment, c),
    tweets: tweets[c],
    has_followers: hasFollowers,
  }));
  const nodeDetails = userDetails(posts, network, metrics, membership, assignment);
  report('layout', 100);

  return {
    summary: summaryOf(k, users, network.graph, posts.length, partition),
    graph: { nodes, edges, time_range_data: series.overall, time_range_by_cluster: timeByCluster, bucket: series.bucket },
    communities,
    nodeDetails,
  };
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

function communityName(keywords: readonly KeywordCount[], clusterId: number): string {
  const top = keywords.slice(0, 3).map((k) => k.keyword);
  return top.length > 0 ? top.join(' · ') : `Community ${clusterId}`;
}

function nodeId(network: UserNetwork, u: number): string {
  return network.names[u];
}

function timeOrNull(t: number): number | null {
  return Number.isNaN(t) ? null : t;
}

/** Community circles first, then drawn users; community ids cannot clash with screen names (no ':'). */
function graphNodes(
  network: UserNetwork,
  metrics: UserMetrics,
  assignment: Int32Array,
  displayed: number[][],
  layout: ReturnType<typeof layoutCommunities>,
  names: string[],
): GraphNode[] {
  const nodes: GraphNode[] = [];
  let maxRank = 0;
  for (const r of metrics.pagerank) if (r > maxRank) maxRank = r;
  layout.circles.forEach((circle, c) => {
    const colour = communityColour(c + 1);
    nodes.push({
      id: `community:${c + 1}`,
      node_id: `c${c + 1}`,
      label: names[c],
      type: 'community',
      cluster_id: c + 1,
      color: colour,
      original_color: colour,
      start_date: null,
      end_date: null,
      x: round2(circle.x),
      y: round2(circle.y),
      size: round2(circle.r),
    });
  });
  for (const list of displayed) {
    for (const u of list) {
      const colour = communityColour(assignment[u] + 1);
      nodes.push({
        id: nodeId(network, u),
        node_id: nodeId(network, u),
        label: network.labels[u],
        type: 'node',
        cluster_id: assignment[u] + 1,
        color: colour,
        original_color: colour,
        start_date: timeOrNull(metrics.firstTime[u]),
        end_date: timeOrNull(metrics.lastTime[u]),
        x: round2(layout.x[u]),
        y: round2(layout.y[u]),
        // Drawn size grows with the square root of PageRank: hubs stand out without hiding others.
        size: round2(5 + 25 * Math.sqrt(maxRank > 0 ? metrics.pagerank[u] / maxRank : 0)),
      });
    }
  }
  return nodes;
}

/** Directed edges of the selected relations among drawn users, weight = number of relations. */
function graphEdges(network: UserNetwork, displayed: number[][], users: number): GraphEdge[] {
  const shown = new Uint8Array(users);
  for (const list of displayed) for (const u of list) shown[u] = 1;
  const { offsets, targets, weights } = network.graph;
  const edges: GraphEdge[] = [];
  for (let u = 0; u < users; u++) {
    if (!shown[u]) continue;
    for (let p = offsets[u]; p < offsets[u + 1]; p++) {
      const v = targets[p];
      if (shown[v]) edges.push({ id: `e${edges.length + 1}`, source: nodeId(network, u), target: nodeId(network, v), weight: weights[p] });
    }
  }
  return edges;
}

function percent(share: number): number {
  return Math.round(share * 1000) / 10;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** Every member of community c, most central first. */
function members(network: UserNetwork, metrics: UserMetrics, membership: MembershipScores, assignment: Int32Array, c: number): CommunityMember[] {
  const list: number[] = [];
  for (let u = 0; u < assignment.length; u++) if (assignment[u] === c) list.push(u);
  list.sort((a, b) => metrics.pagerank[b] - metrics.pagerank[a] || a - b);
  return list.map((u) => {
    const member: CommunityMember = {
      node_id: nodeId(network, u),
      tweet_user_screen_name: network.labels[u],
      get_retweeted: metrics.getRetweeted[u],
      count_retweet: metrics.countRetweet[u],
      count_followers: Number.isNaN(metrics.followers[u]) ? null : metrics.followers[u],
      degree: metrics.degree[u],
      pagerank: metrics.pagerank[u],
    };
    const start = membership.offsets[u];
    const end = membership.offsets[u + 1];
    if (end > start) member.community_1 = percent(membership.shares[start]);
    if (end > start + 1) member.community_2 = percent(membership.shares[start + 1]);
    if (end > start + 2) member.community_3 = percent(membership.shares[start + 2]);
    return member;
  });
}

function userDetails(posts: readonly Post[], network: UserNetwork, metrics: UserMetrics, membership: MembershipScores, assignment: Int32Array): Record<string, NodeDetail> {
  const users = network.names.length;
  // Posts grouped by author in time order (stable for equal times); uploads are usually in time
  // order already, so a user's list is sorted only when it is not.
  const byUser: Array<Array<{ tweet_date: number; tweet_text: string }>> = Array.from({ length: users }, () => []);
  for (let i = 0; i < posts.length; i++) byUser[network.postAuthor[i]].push({ tweet_date: posts[i].time, tweet_text: posts[i].text });
  for (const list of byUser) {
    for (let j = 1; j < list.length; j++) {
      if (list[j].tweet_date < list[j - 1].tweet_date) {
        list.sort((a, b) => a.tweet_date - b.tweet_date);
        break;
      }
    }
  }
  const details: Record<string, NodeDetail> = {};
  for (let u = 0; u < users; u++) {
    const communities: Array<[number, number]> = [];
    for (let p = membership.offsets[u]; p < membership.offsets[u + 1]; p++) communities.push([membership.communities[p] + 1, percent(membership.shares[p])]);
    details[nodeId(network, u)] = {
      graph_result: {
        node_id: nodeId(network, u),
        label: network.labels[u],
        cluster_id: assignment[u] + 1,
        communities,
        follower_count: Number.isNaN(metrics.followers[u]) ? null : metrics.followers[u],
        get_retweeted: metrics.getRetweeted[u],
        count_retweet: metrics.countRetweet[u],
        degree: metrics.degree[u],
        pagerank: metrics.pagerank[u],
        tweets: byUser[u],
      },
    };
  }
  return details;
}

function summaryOf(k: number, users: number, directed: CsrGraph, posts: number, partition: ExactKPartition): AnalysisResult['summary'] {
  let placed = 0;
  for (const flag of partition.placedByText) placed += flag;
  return {
    k,
    users,
    edges: directed.targets.length,
    posts,
    natural_communities: partition.naturalCount,
    natural_modularity: partition.naturalModularity,
    final_modularity: partition.finalModularity,
    text_placed_users: placed,
    text_only: partition.textOnly,
  };
}
