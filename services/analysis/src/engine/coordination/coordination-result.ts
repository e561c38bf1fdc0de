import type { CoordinationSettings } from './coordination-settings.js';

/** One account of a coordinated group. */
export interface CoordinatedMember {
  node_id: string;
  /** The account's posts in the project. */
  posts: number;
  /** Its posts that are co-actions with another member (the evidence it is part of). */
  co_actions: number;
  /** co_actions / posts. */
  share: number;
  /** The communities of the asked run the account is in (empty: not in the run, or no run asked). */
  cluster_ids: number[];
}

export interface CoordinatedPair {
  source: string;
  target: string;
  co_retweets: number;
  co_posts: number;
  /** Median time between the two accounts' actions on their common items. */
  median_gap_seconds: number;
}

export interface EvidenceItem {
  kind: 'retweet' | 'post';
  /** The first post's text (retweets: the retweet as posted). */
  text: string;
  /** The members' co-actions on it, in time order, at most EVIDENCE_ACTIONS_LIMIT. */
  actions: { node_id: string; time: number; row: number }[];
  actions_total: number;
}

export interface CoordinatedGroup {
  /** 1 for the group with the most evidence. */
  group_id: number;
  members: CoordinatedMember[];
  /** Most co-actions first (then by names), at most PAIRS_LIMIT. */
  pairs: CoordinatedPair[];
  pairs_total: number;
  /** Items the members co-acted on, earliest first, at most EVIDENCE_LIMIT. */
  evidence: EvidenceItem[];
  evidence_total: number;
  /** Share of the members' posts that are co-actions. */
  co_action_share: number;
}

export interface CoordinationResult {
  settings: CoordinationSettings;
  groups: CoordinatedGroup[];
  /** Accounts in any group. */
  accounts: number;
  /** Retweets and comparable posts read. */
  actions: number;
  /** Items whose sweep was bounded by MAX_NEIGHBOURS (some pairs on them may be missed). */
  capped_items: number;
}
