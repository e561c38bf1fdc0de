import type { Coordination } from '@kizuna/http-api';

/** How many groups the report lists, and how many members of each it names. */
export const REPORT_TOP_GROUPS = 5;
export const REPORT_MEMBERS_NAMED = 12;

export interface ReportGroupRow {
  groupId: number;
  size: number;
  /** "name (co-actions)", most co-actions first, at most REPORT_MEMBERS_NAMED. */
  members: string[];
  /** Members not named. */
  moreMembers: number;
  items: number;
  share: number;
  /** The run's communities the members are in, by name, in community order. */
  communities: string[];
}

/**
 * The report's rows for the top coordinated groups (the answer ranks them by evidence): members
 * with their co-actions, the posts or texts acted on together, the share of the members' posts
 * that are co-actions and the communities, named as on the graph.
 */
export function coordinationRows(
  answer: Coordination,
  communityName: (clusterId: number) => string,
  top = REPORT_TOP_GROUPS,
): ReportGroupRow[] {
  return answer.groups.slice(0, top).map((g) => {
    const members = [...g.members].sort((a, b) => b.co_actions - a.co_actions || a.node_id.localeCompare(b.node_id));
    const clusters = [...new Set(g.members.flatMap((m) => m.cluster_ids))].sort((a, b) => a - b);
    return {
      groupId: g.group_id,
      size: g.members.length,
      members: members.slice(0, REPORT_MEMBERS_NAMED).map((m) => `${m.node_id} (${m.co_actions})`),
      moreMembers: Math.max(0, members.length - REPORT_MEMBERS_NAMED),
      items: g.evidence_total,
      share: g.co_action_share,
      communities: clusters.map(communityName),
    };
  });
}
