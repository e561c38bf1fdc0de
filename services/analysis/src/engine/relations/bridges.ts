import type * as Api from '@kizuna/http-api';
import type { MembershipScores } from '../membership/membership-scores.js';
import type { CsrGraph } from '../network/csr-graph.js';

/**
 * A user whose interactions reach into communities other than their own: the answer's bridge
 * without the display name the relation queries add (outside_share is the membership scores'
 * complement, so node detail and the bridges never disagree).
 */
export type Bridge = Omit<Api.Bridge, 'label'>;

/**
 * Per community (index = cluster_id − 1), its members ranked by how much of their interaction
 * weight reaches other communities, at most `limit` each. It reads the same membership scores
 * node detail shows, so the two never disagree; users who stay inside their community are left out.
 */
export function communityBridges(
  graph: CsrGraph,
  membership: MembershipScores,
  assignment: Int32Array,
  names: readonly string[],
  k: number,
  limit: number,
): Bridge[][] {
  const lists: Bridge[][] = Array.from({ length: k }, () => []);
  for (let u = 0; u < graph.n; u++) {
    let volume = 0;
    for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) volume += graph.weights[p];
    if (volume === 0) continue;
    const own = assignment[u];
    const reaches: Array<[number, number]> = [];
    let outside = 0;
    for (let p = membership.offsets[u]; p < membership.offsets[u + 1]; p++) {
      if (membership.communities[p] === own) continue;
      reaches.push([membership.communities[p] + 1, membership.shares[p]]);
      outside += membership.shares[p];
    }
    if (reaches.length === 0) continue;
    lists[own].push({ node_id: names[u], volume, outside_share: outside, score: volume * outside, reaches });
  }
  // Equal scores keep user order, so the same run always lists the same bridges.
  return lists.map((list) => list.sort((a, b) => b.score - a.score).slice(0, limit));
}
