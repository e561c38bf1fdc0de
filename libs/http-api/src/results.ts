import { SKIP_REASONS } from '@kizuna/proto/rules';
import { z } from 'zod';
import { MEMBER_SORT_KEYS } from '@kizuna/proto/rules';
import { idField, resultPageSize, textField } from './common.js';
import { companyCodeField } from './labels.js';

export { MEMBER_SORT_KEYS };

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

export const SkippedPosts = z
  .strictObject({
    total: z.int().min(0).meta({ description: 'Posts left out, summed over the reasons.' }),
    reasons: z.array(z.strictObject({ reason: z.enum(SKIP_REASONS), count: z.int().min(1) })),
  })
  .meta({
    description:
      'Posts a text step (normalising, tokenizers, keyword terms, interactions, representative posts) could not read: left out of that step, never fatal to the run.',
  });
export type SkippedPosts = z.infer<typeof SkippedPosts>;

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
  skipped_posts: SkippedPosts.meta({ description: 'Posts the text steps could not read and left out, with why.' }),
});
export type GraphPayload = z.infer<typeof GraphPayload>;

/** POST /api/v1/analyze/cluster/get_graph. */
export const GraphRequest = z.object({ process_id: idField });
export type GraphRequest = z.input<typeof GraphRequest>;

export const GraphAnswer = z.strictObject({ data: GraphPayload });
export type GraphAnswer = z.infer<typeof GraphAnswer>;

export const KeywordCount = z.strictObject({
  keyword: z.string(),
  count: z.number(),
  score: z.number().optional().meta({ description: 'Class-based TF-IDF weight that ranks the keyword.' }),
});
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
  cluster_id: z.int().optional(),
  start_date: z.number().nullable().optional().meta({ description: "The user's first post (epoch ms)." }),
  end_date: z.number().nullable().optional().meta({ description: "The user's last post (epoch ms)." }),
  drawn: z.boolean().optional().meta({ description: 'Whether the graph draws the user.' }),
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
  nodes: z.array(CommunityMember).meta({
    description: 'The first members, most central first; get_cluster_members pages through all of them.',
  }),
  nodes_total: z.int().optional().meta({ description: 'Members in the community.' }),
  tweets: z.array(RepresentativePost),
  has_followers: z.boolean(),
});
export type CommunityDetail = z.infer<typeof CommunityDetail>;

/** POST /api/v1/analyze/cluster/get_cluster_detail. */
export const ClusterDetailRequest = z.object({ process_id: idField, cluster_id: z.int32().default(0) });
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
  keywords: z.array(KeywordCount).meta({
    description: "The user's top terms, weighed as community keywords are (class-based TF-IDF), best first.",
  }),
  tweets: z.array(z.strictObject({ tweet_date: z.number(), tweet_text: z.string() })),
});
export type NodeDetail = z.infer<typeof NodeDetail>;

/** POST /api/v1/analyze/cluster/get_node_detail (cluster_id is sent, as in the spec, and not needed). */
export const NodeDetailRequest = z.object({
  process_id: idField,
  node_id: idField,
  cluster_id: z.int32().optional(),
});
export type NodeDetailRequest = z.input<typeof NodeDetailRequest>;

export const NodeDetailAnswer = z.strictObject({ graph_result: NodeDetail });
export type NodeDetailAnswer = z.infer<typeof NodeDetailAnswer>;

const windowFields = {
  date_start: z.number().default(0).meta({ description: 'Window start (epoch ms); 0 with date_end 0: no window.' }),
  date_end: z.number().default(0).meta({ description: 'Window end (epoch ms).' }),
};

/** POST /api/v1/analyze/cluster/get_cluster_members. */
export const ClusterMembersRequest = z.object({
  process_id: idField,
  cluster_id: z.int32().default(0).meta({ description: '0: every user of the run.' }),
  page: z.int32().min(0).default(0),
  max_count: resultPageSize(),
  sort_key: z.enum(MEMBER_SORT_KEYS).default('pagerank'),
  is_ascending: z.boolean().default(false),
  search: z.string().max(200).default(''),
  ...windowFields,
  only_labelled: z
    .boolean()
    .default(false)
    .meta({ description: 'Only the members carrying a label of the team (account labels, issue 48).' }),
  label_id: idField
    .optional()
    .meta({ description: 'Only the members carrying this label of the team; implies only_labelled.' }),
  company_code: companyCodeField,
});
export type ClusterMembersRequest = z.input<typeof ClusterMembersRequest>;

export const ClusterMembersAnswer = z.strictObject({
  data: z.strictObject({ nodes: z.array(CommunityMember), total: z.int().min(0) }),
});
export type ClusterMembersAnswer = z.infer<typeof ClusterMembersAnswer>;

/** POST /api/v1/analyze/cluster/get_cluster_tweets. */
export const ClusterTweetsRequest = z.object({
  process_id: idField,
  cluster_id: z.int32(),
  page: z.int32().min(0).default(0),
  max_count: resultPageSize(),
  search: z.string().max(200).default(''),
  ...windowFields,
});
export type ClusterTweetsRequest = z.input<typeof ClusterTweetsRequest>;

export const ClusterTweetsAnswer = z.strictObject({
  data: z.strictObject({ tweets: z.array(RepresentativePost), total: z.int().min(0) }),
});
export type ClusterTweetsAnswer = z.infer<typeof ClusterTweetsAnswer>;

/**
 * POST /api/v1/analyze/cluster/get_cluster_window: a community's keywords and representative
 * posts computed over the posts inside the window (the panels' "follow the time window").
 */
export const ClusterWindowRequest = z.object({
  process_id: idField,
  cluster_id: z.int32().min(0).default(0).meta({ description: '0: every community as one.' }),
  date_start: z.number().meta({ description: 'Window start (epoch ms, included).' }),
  date_end: z.number().meta({ description: 'Window end (epoch ms, included); not before date_start.' }),
});
export type ClusterWindowRequest = z.input<typeof ClusterWindowRequest>;

export const ClusterWindowAnswer = z.strictObject({
  data: z.strictObject({
    cluster_id: z.int(),
    window: z
      .strictObject({ start: z.number(), end: z.number() })
      .meta({ description: 'The window the lists reflect (epoch ms).' }),
    keywords: z.array(KeywordCount).meta({
      description: "Class-based TF-IDF over every community's posts inside the window, as the run ranks its keywords.",
    }),
    tweets: z.array(RepresentativePost).meta({
      description: 'Originals posted inside the window, scored as the run scores them with the retweets inside it.',
    }),
  }),
});
export type ClusterWindowAnswer = z.infer<typeof ClusterWindowAnswer>;

/** POST /api/v1/analyze/cluster/search_nodes: the node locator over every user of the run. */
export const SearchNodesRequest = z.object({
  process_id: idField,
  query: z.string().max(200).default(''),
  limit: z.int32().min(1).max(50).default(20),
});
export type SearchNodesRequest = z.input<typeof SearchNodesRequest>;

export const NodeHit = z.strictObject({
  node_id: z.string(),
  label: z.string(),
  cluster_id: z.int(),
  x: z.number().meta({ description: 'Server position (drawn or not).' }),
  y: z.number(),
  start_date: z.number().nullable(),
  end_date: z.number().nullable(),
  drawn: z.boolean(),
  pagerank: z.number(),
});
export type NodeHit = z.infer<typeof NodeHit>;

export const SearchNodesAnswer = z.strictObject({ data: z.array(NodeHit) });
export type SearchNodesAnswer = z.infer<typeof SearchNodesAnswer>;

/** POST /api/v1/analyze/cluster/update_cluster (spec §7): a community's name or color, kept with the run. */
export const UpdateClusterRequest = z.object({
  process_id: idField,
  cluster_id: z.int32().min(1),
  cluster_name: textField.optional(),
  cluster_color: textField.optional().meta({ description: '#rrggbb.' }),
});
export type UpdateClusterRequest = z.input<typeof UpdateClusterRequest>;

export const UpdateClusterAnswer = z.strictObject({
  status: z.literal('success'),
  data: z.strictObject({ cluster_id: z.int(), name: z.string(), color: z.string() }),
});
export type UpdateClusterAnswer = z.infer<typeof UpdateClusterAnswer>;

/** POST /api/v1/analyze/cluster/download_cluster_details (spec §7). */
export const DownloadClusterDetailsRequest = z.object({
  process_id: idField,
  cluster_id: z.int32().min(0).default(0).meta({ description: '0: every community.' }),
  download_type: z
    .int32()
    .min(1)
    .max(3)
    .meta({ description: '1 users with every metric, 2 keywords, 3 representative posts.' }),
});
export type DownloadClusterDetailsRequest = z.input<typeof DownloadClusterDetailsRequest>;

/** POST /api/v1/analyze/cluster/download_node_tweets (spec §7; cluster_id is sent as 0 and not needed). */
export const DownloadNodeTweetsRequest = z.object({
  process_id: idField,
  node_id: idField,
  cluster_id: z.int32().optional(),
});
export type DownloadNodeTweetsRequest = z.input<typeof DownloadNodeTweetsRequest>;

/** POST /api/v1/analyze/cluster/download_gexf: the run as a GEXF 1.3 file for Gephi. */
export const DownloadGexfRequest = z.object({ process_id: idField });
export type DownloadGexfRequest = z.input<typeof DownloadGexfRequest>;
