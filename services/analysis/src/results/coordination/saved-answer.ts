import {
  EVIDENCE_ACTIONS_LIMIT,
  PAIRS_LIMIT,
  type CoordinatedGroup,
  type CoordinationResult,
  type EvidenceItem,
} from '../../engine/coordination/index.js';

/** An answer as saved: before its lists were limited, a group had no pairs_total and an item no actions_total. */
export type SavedResult = Omit<CoordinationResult, 'groups'> & {
  groups: Array<
    Omit<CoordinatedGroup, 'pairs_total' | 'evidence'> & {
      pairs_total?: number;
      evidence: Array<Omit<EvidenceItem, 'actions_total'> & { actions_total?: number }>;
    }
  >;
};

/**
 * A saved answer with its lists as findCoordination makes them now (a project prepared before
 * keeps its saved answer rather than being prepared again): the saved lists were already in the
 * order kept, all of them.
 */
export function listsLimited(saved: SavedResult): CoordinationResult {
  return {
    ...saved,
    groups: saved.groups.map((group) => ({
      ...group,
      pairs: group.pairs.slice(0, PAIRS_LIMIT),
      pairs_total: group.pairs_total ?? group.pairs.length,
      evidence: group.evidence.map((item) => ({
        ...item,
        actions: item.actions.slice(0, EVIDENCE_ACTIONS_LIMIT),
        actions_total: item.actions_total ?? item.actions.length,
      })),
    })),
  };
}
