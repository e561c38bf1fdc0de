import {
  EVIDENCE_ACTIONS_LIMIT,
  PAIRS_LIMIT,
  type CoordinatedGroup,
  type CoordinationResult,
  type EvidenceItem,
} from '../../engine/coordination/index.js';

/**
 * An answer as saved: before its lists were limited, a group had no pairs_total and an item no
 * actions_total; before near-identical posts (format 1), the settings had no similarity_percent,
 * a pair no near_identical_posts and a group no near_matches.
 */
export type SavedResult = Omit<CoordinationResult, 'groups' | 'settings'> & {
  settings: Omit<CoordinationResult['settings'], 'similarity_percent'> & { similarity_percent?: number };
  groups: Array<
    Omit<CoordinatedGroup, 'pairs_total' | 'evidence' | 'pairs' | 'near_matches' | 'near_matches_total'> & {
      pairs_total?: number;
      pairs: Array<Omit<CoordinatedGroup['pairs'][number], 'near_identical_posts'> & { near_identical_posts?: number }>;
      evidence: Array<Omit<EvidenceItem, 'actions_total'> & { actions_total?: number }>;
      near_matches?: CoordinatedGroup['near_matches'];
      near_matches_total?: number;
    }
  >;
};

/**
 * A saved answer with its lists as findCoordination makes them now (a project prepared before
 * keeps its saved answer rather than being prepared again): the saved lists were already in the
 * order kept, all of them. An answer of format 1 compared equal texts only: it says so (100 %).
 */
export function listsLimited(saved: SavedResult): CoordinationResult {
  return {
    ...saved,
    settings: { ...saved.settings, similarity_percent: saved.settings.similarity_percent ?? 100 },
    groups: saved.groups.map((group) => ({
      ...group,
      near_matches: group.near_matches ?? [],
      near_matches_total: group.near_matches_total ?? 0,
      pairs: group.pairs
        .slice(0, PAIRS_LIMIT)
        .map((pair) => ({ ...pair, near_identical_posts: pair.near_identical_posts ?? 0 })),
      pairs_total: group.pairs_total ?? group.pairs.length,
      evidence: group.evidence.map((item) => ({
        ...item,
        actions: item.actions.slice(0, EVIDENCE_ACTIONS_LIMIT),
        actions_total: item.actions_total ?? item.actions.length,
      })),
    })),
  };
}
