import { z } from 'zod';
import { COORDINATION_SETTINGS, type CoordinationSettingName } from '@kizuna/proto/rules';
import { idField } from './common.js';

/** Coordinated amplification (issue 31): accounts acting alike seconds apart, again and again. */

/** POST /api/v1/analyze/cluster/get_coordination. */
/** A setting of the rule (range and default from @kizuna/proto's coordination-settings), optional: absent asks for its default. */
function settingField(name: CoordinationSettingName, description: string) {
  const rule = COORDINATION_SETTINGS[name];
  return z
    .int()
    .min(rule.min)
    .max(rule.max)
    .optional()
    .meta({ description: `${description} A whole number from ${rule.min} to ${rule.max}; default ${rule.default}.` });
}

export const CoordinationRequest = z.object({
  process_id: idField,
  window_seconds: settingField('window_seconds', 'Co-retweets: two retweets of one post at most this far apart.'),
  post_window_seconds: settingField(
    'post_window_seconds',
    'Co-posts: two posts of the same normalised text at most this far apart.',
  ),
  min_repetitions: settingField('min_repetitions', 'Distinct posts or texts a pair must have acted on together.'),
  similarity_percent: settingField(
    'similarity_percent',
    'Co-posts: two texts whose shingles are at least this similar (Jaccard, %) count as the same; 100 asks for equal texts only.',
  ),
});
export type CoordinationRequest = z.input<typeof CoordinationRequest>;

export const CoordinationSettings = z.strictObject({
  window_seconds: z.int(),
  post_window_seconds: z.int(),
  min_repetitions: z.int(),
  similarity_percent: z.int(),
} satisfies Record<CoordinationSettingName, z.ZodInt>);
export type CoordinationSettings = z.infer<typeof CoordinationSettings>;

export const CoordinatedMember = z.strictObject({
  node_id: z.string(),
  posts: z.int().meta({ description: "The account's posts in the project." }),
  co_actions: z.int().meta({ description: 'Its posts that are co-actions with another member.' }),
  share: z.number().meta({ description: 'co_actions / posts.' }),
  cluster_ids: z.array(z.int()).meta({ description: "The run's communities the account is in." }),
});
export type CoordinatedMember = z.infer<typeof CoordinatedMember>;

export const CoordinatedPair = z.strictObject({
  source: z.string(),
  target: z.string(),
  co_retweets: z.int(),
  co_posts: z.int().meta({
    description:
      "Texts posted together: the smaller of each account's distinct texts that matched one of the other's (equal or near-identical).",
  }),
  near_identical_posts: z.int().meta({
    description: 'How many of co_posts only near-identical matches give (co_posts less the texts both posted exactly).',
  }),
  median_gap_seconds: z.number(),
});
export type CoordinatedPair = z.infer<typeof CoordinatedPair>;

export const CoordinationEvidence = z.strictObject({
  kind: z.enum(['retweet', 'post']),
  text: z.string(),
  actions: z
    .array(z.strictObject({ node_id: z.string(), time: z.number(), row: z.int() }))
    .meta({ description: "The group's co-actions on it, earliest first, at most 20." }),
  actions_total: z.int().meta({ description: "The group's co-actions on it, all of them." }),
});
export type CoordinationEvidence = z.infer<typeof CoordinationEvidence>;

const MatchedPost = z.strictObject({ node_id: z.string(), time: z.number(), row: z.int(), text: z.string() });

export const NearIdenticalMatch = z.strictObject({
  source: MatchedPost,
  target: MatchedPost,
  similarity: z.number().meta({ description: "Jaccard similarity of the two texts' shingles, 0-1." }),
});
export type NearIdenticalMatch = z.infer<typeof NearIdenticalMatch>;

export const CoordinatedGroup = z.strictObject({
  group_id: z.int(),
  members: z.array(CoordinatedMember),
  pairs: z
    .array(CoordinatedPair)
    .meta({ description: 'Most co-actions first, at most 100 (a loose setting gives a large group thousands).' }),
  pairs_total: z.int(),
  evidence: z.array(CoordinationEvidence).meta({ description: 'Earliest first, at most 100.' }),
  evidence_total: z.int(),
  near_matches: z
    .array(NearIdenticalMatch)
    .meta({ description: "Near-identical (not equal) texts of the group's pairs, earliest first, at most 100." }),
  near_matches_total: z.int(),
  co_action_share: z.number(),
});
export type CoordinatedGroup = z.infer<typeof CoordinatedGroup>;

export const Coordination = z.strictObject({
  settings: CoordinationSettings,
  groups: z.array(CoordinatedGroup).meta({ description: 'Most evidence first.' }),
  accounts: z.int().meta({ description: 'Accounts in any group.' }),
  actions: z.int().meta({ description: 'Retweets and comparable posts read.' }),
  capped_items: z.int().meta({
    description:
      'Posts or texts (or, for near-identical texts, shingles) with so many actions inside the window that not every pair on them was compared.',
  }),
});
export type Coordination = z.infer<typeof Coordination>;

export const CoordinationAnswer = z.strictObject({ data: Coordination });
export type CoordinationAnswer = z.infer<typeof CoordinationAnswer>;
