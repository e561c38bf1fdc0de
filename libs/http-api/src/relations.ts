import { z } from 'zod';
import { idField, resultPageSize } from './common.js';
import { CommunityMember } from './results.js';

/** How a run's communities relate (issue 19): who amplifies whom, bridges, runs compared. */

export const RelationCommunity = z.strictObject({
  cluster_id: z.int(),
  name: z.string(),
  color: z.string(),
  size: z.int().meta({ description: 'Users in the community.' }),
});
export type RelationCommunity = z.infer<typeof RelationCommunity>;

const square = z.array(z.array(z.number()));

/** POST /api/v1/analyze/cluster/get_interaction_matrix. */
export const InteractionMatrixRequest = z.object({
  process_id: idField,
  date_start: z
    .number()
    .default(0)
    .meta({ description: 'Window start (epoch ms, included); 0 with date_end 0: the whole run.' }),
  date_end: z.number().default(0).meta({ description: 'Window end (epoch ms, included); not before date_start.' }),
});
export type InteractionMatrixRequest = z.input<typeof InteractionMatrixRequest>;

export const InteractionMatrix = z.strictObject({
  k: z.int(),
  communities: z.array(RelationCommunity),
  retweets: square.meta({
    description: 'Row i, column j: relations whose author is in community i+1 and target in community j+1.',
  }),
  replies: square,
  mentions: square,
  total: square.meta({ description: 'The three kinds summed (only the kinds the run was built from count).' }),
  inside_share: z.array(z.number().nullable()).meta({
    description:
      'Per community: the share 0..1 of its interactions that stay inside it (how closed it is); null: none.',
  }),
  window: z
    .strictObject({ start: z.number(), end: z.number() })
    .nullable()
    .meta({ description: 'The window the counts reflect (epoch ms); null: the whole run.' }),
});
export type InteractionMatrix = z.infer<typeof InteractionMatrix>;

export const InteractionMatrixAnswer = z.strictObject({ data: InteractionMatrix });
export type InteractionMatrixAnswer = z.infer<typeof InteractionMatrixAnswer>;

/** POST /api/v1/analyze/cluster/download_interaction_matrix (the whole run). */
export const DownloadInteractionMatrixRequest = z.object({ process_id: idField });
export type DownloadInteractionMatrixRequest = z.input<typeof DownloadInteractionMatrixRequest>;

/** POST /api/v1/analyze/cluster/get_bridges. */
export const BridgesRequest = z.object({
  process_id: idField,
  cluster_id: z.int32().min(0).default(0).meta({ description: '0: every community.' }),
});
export type BridgesRequest = z.input<typeof BridgesRequest>;

export const Bridge = z.strictObject({
  node_id: z.string(),
  label: z.string(),
  volume: z.number().meta({ description: "The user's interaction weight (both directions)." }),
  outside_share: z.number().meta({ description: 'Share 0..1 of that weight with other communities.' }),
  score: z.number().meta({ description: 'volume × outside_share: what ranks the list.' }),
  reaches: z
    .array(z.tuple([z.int(), z.number()]))
    .meta({ description: '[cluster_id, share 0..1] of every other community reached, most first.' }),
});
export type Bridge = z.infer<typeof Bridge>;

export const BridgesAnswer = z.strictObject({
  data: z.strictObject({
    communities: z.array(RelationCommunity.extend({ bridges: z.array(Bridge) })),
  }),
});
export type BridgesAnswer = z.infer<typeof BridgesAnswer>;

/** POST /api/v1/analyze/cluster/get_run_comparison. */
export const RunComparisonRequest = z.object({
  process_id: idField,
  other_process_id: idField.meta({ description: 'Another run of the same project.' }),
});
export type RunComparisonRequest = z.input<typeof RunComparisonRequest>;

const ComparedRun = z.strictObject({
  process_id: z.string(),
  k: z.int(),
  communities: z.array(RelationCommunity),
});

export const RunComparison = z.strictObject({
  first: ComparedRun,
  second: ComparedRun,
  users: square.meta({
    description: 'Row i, column j: users in community i+1 of the first run and j+1 of the second.',
  }),
  only_first: z.int().min(0).meta({ description: 'Users only the first run has.' }),
  only_second: z.int().min(0).meta({ description: 'Users only the second run has.' }),
});
export type RunComparison = z.infer<typeof RunComparison>;

export const RunComparisonAnswer = z.strictObject({ data: RunComparison });
export type RunComparisonAnswer = z.infer<typeof RunComparisonAnswer>;

/** POST /api/v1/analyze/cluster/get_comparison_members: one band of the comparison. */
export const ComparisonMembersRequest = z.object({
  process_id: idField,
  other_process_id: idField,
  cluster_id: z.int32().min(1),
  other_cluster_id: z.int32().min(1),
  page: z.int32().min(0).default(0),
  max_count: resultPageSize(),
});
export type ComparisonMembersRequest = z.input<typeof ComparisonMembersRequest>;

export const ComparisonMembersAnswer = z.strictObject({
  data: z.strictObject({ nodes: z.array(CommunityMember), total: z.int().min(0) }),
});
export type ComparisonMembersAnswer = z.infer<typeof ComparisonMembersAnswer>;

/** POST /api/v1/analyze/cluster/download_comparison_members. */
export const DownloadComparisonMembersRequest = ComparisonMembersRequest.omit({ page: true, max_count: true });
export type DownloadComparisonMembersRequest = z.input<typeof DownloadComparisonMembersRequest>;
