import { z } from 'zod';

/** Result answers (spec §3 graph payload, community detail, node detail). Times are epoch milliseconds. */

export const GraphNode = z.strictObject({
  id: z.string(),
  node_id: z.string().meta({ description: "A user's id; a community's is 'c' and its number." }),
  label: z.string(),
  type: z.enum(['node', 'community']),
  cluster_id: z.int(),
  color: z.string(),
  original_color: z.string(),
  start_date: z.number().nullable(),
  end_date: z.number().nullable(),
  x: z.number(),
  y: z.number(),
  size: z.number().meta({ description: 'Community nodes: circle radius; user nodes: drawn size.' }),
});
export type GraphNode = z.infer<typeof GraphNode>;

export const GraphEdge = z.strictObject({
  id: z.string(),
  source: z.string(),
  target: z.string(),
  weight: z.number().meta({ description: 'Number of relations from source to target.' }),
});
export type GraphEdge = z.infer<typeof GraphEdge>;

/** [timestamp, count]. */
export const TimePoint = z.tuple([z.number(), z.number()]);
export type TimePoint = z.infer<typeof TimePoint>;

export const GraphPayload = z.strictObject({
  nodes: z.array(GraphNode),
  edges: z.array(GraphEdge),
  time_range_data: z.array(TimePoint),
  time_range_by_cluster: z
    .record(z.string(), z.array(TimePoint))
    .meta({ description: 'Per community (key = cluster_id), same buckets as time_range_data.' }),
  bucket: z.enum(['minute', 'hour', 'day']),
  text_only: z
    .boolean()
    .meta({ description: 'The data had no interactions to build communities from: they come from text similarity.' }),
  users_total: z.int().meta({ description: 'Users in the result.' }),
  users_shown: z.int().meta({ description: 'Users the graph draws (the most central of each community).' }),
});
export type GraphPayload = z.infer<typeof GraphPayload>;

/** POST /api/v1/analyze/cluster/get_graph. */
export const GraphRequest = z.object({ process_id: z.string().min(1) });
export type GraphRequest = z.input<typeof GraphRequest>;

export const GraphAnswer = z.strictObject({ data: GraphPayload });
export type GraphAnswer = z.infer<typeof GraphAnswer>;

export const KeywordCount = z.strictObject({ keyword: z.string(), count: z.number() });
export type KeywordCount = z.infer<typeof KeywordCount>;

export const CommunityMember = z.strictObject({
  node_id: z.string(),
  tweet_user_screen_name: z.string(),
  get_retweeted: z.int(),
  count_retweet: z.int(),
  count_followers: z.number().nullable(),
  degree: z.int(),
  pagerank: z.number(),
  community_1: z.number().optional().meta({ description: 'Share (%) of the interactions with community 1.' }),
  community_2: z.number().optional(),
  community_3: z.number().optional(),
});
export type CommunityMember = z.infer<typeof CommunityMember>;

export const RepresentativePost = z.strictObject({
  tweet_user_screen_name: z.string(),
  tweet_date: z.number(),
  tweet_text: z.string(),
  tweet_score: z.number(),
});
export type RepresentativePost = z.infer<typeof RepresentativePost>;

export const CommunityDetail = z.strictObject({
  cluster_id: z.int(),
  name: z.string(),
  color: z.string(),
  size: z.int().meta({ description: 'Users in the community.' }),
  keywords: z.array(KeywordCount),
  headers: z.array(z.string()),
  nodes: z.array(CommunityMember),
  tweets: z.array(RepresentativePost),
  has_followers: z.boolean(),
});
export type CommunityDetail = z.infer<typeof CommunityDetail>;

/** POST /api/v1/analyze/cluster/get_cluster_detail. */
export const ClusterDetailRequest = z.object({ process_id: z.string().min(1), cluster_id: z.int32().default(0) });
export type ClusterDetailRequest = z.input<typeof ClusterDetailRequest>;

export const ClusterDetailAnswer = z.strictObject({ data: CommunityDetail });
export type ClusterDetailAnswer = z.infer<typeof ClusterDetailAnswer>;

export const NodeDetail = z.strictObject({
  node_id: z.string(),
  label: z.string(),
  cluster_id: z.int(),
  communities: z
    .array(z.tuple([z.int(), z.number()]))
    .meta({ description: '[cluster_id, score 0..100] per community the user interacts with, best first.' }),
  follower_count: z.number().nullable(),
  get_retweeted: z.int(),
  count_retweet: z.int(),
  degree: z.int(),
  pagerank: z.number(),
  tweets: z.array(z.strictObject({ tweet_date: z.number(), tweet_text: z.string() })),
});
export type NodeDetail = z.infer<typeof NodeDetail>;

/** POST /api/v1/analyze/cluster/get_node_detail (cluster_id is sent, as in the spec, and not needed). */
export const NodeDetailRequest = z.object({
  process_id: z.string().min(1),
  node_id: z.string().min(1),
  cluster_id: z.int32().optional(),
});
export type NodeDetailRequest = z.input<typeof NodeDetailRequest>;

export const NodeDetailAnswer = z.strictObject({ graph_result: NodeDetail });
export type NodeDetailAnswer = z.infer<typeof NodeDetailAnswer>;
