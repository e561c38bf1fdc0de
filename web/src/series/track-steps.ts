import type { SeriesAccount, SeriesFlows, SeriesTrack } from '@kizuna/http-api';
import { keywordChanges, type KeywordChanges } from './keyword-changes';

/** Users who went from one community to another in a step (`clusterId` of the other run). */
export interface TrackFlow {
  clusterId: number;
  users: number;
}

/**
 * One step of a tracked community: its keywords' changes (null when it is born or ends in the
 * step: nothing to compare), the most active accounts that arrived and left, and where its users
 * went (`went`, from its earlier community: with `left`, every one of its users) and came from
 * (`came`, into its later community: with `arrived`, every one), most users first.
 */
export interface TrackStep {
  step: number;
  keywords: KeywordChanges | null;
  arrived: { users: number; top: SeriesAccount[] };
  left: { users: number; top: SeriesAccount[] };
  went: TrackFlow[];
  came: TrackFlow[];
}

const mostFirst = (a: TrackFlow, b: TrackFlow) => b.users - a.users || a.clusterId - b.clusterId;

/** A tracked community's size in each run (null where the track is absent). */
export function trackSizes(flows: SeriesFlows, track: SeriesTrack): Array<number | null> {
  return track.cluster_ids.map((id, r) =>
    id === null ? null : (flows.runs[r]?.communities.find((c) => c.cluster_id === id)?.size ?? null),
  );
}

/**
 * The steps a tracked community takes part in (present in either run of the step): the keywords
 * that rose and fell between its two communities, who arrived in the later and who left the
 * earlier (a born community's arrivals, an ended one's leavers).
 */
export function trackSteps(flows: SeriesFlows, track: SeriesTrack): TrackStep[] {
  const community = (run: number, id: number) => flows.runs[run]?.communities.find((c) => c.cluster_id === id);
  const steps: TrackStep[] = [];
  flows.steps.forEach((step, s) => {
    const [fromId, toId] = [track.cluster_ids[s] ?? null, track.cluster_ids[s + 1] ?? null];
    if (fromId === null && toId === null) return;
    const arrived = toId === null ? undefined : step.arrived.find((a) => a.to_cluster_id === toId);
    const left = fromId === null ? undefined : step.left.find((l) => l.from_cluster_id === fromId);
    steps.push({
      step: s,
      keywords:
        fromId === null || toId === null
          ? null
          : keywordChanges(community(s, fromId)?.keywords ?? [], community(s + 1, toId)?.keywords ?? []),
      arrived: { users: arrived?.users ?? 0, top: arrived?.top ?? [] },
      left: { users: left?.users ?? 0, top: left?.top ?? [] },
      went:
        fromId === null
          ? []
          : step.flows
              .filter((f) => f.from_cluster_id === fromId)
              .map((f) => ({ clusterId: f.to_cluster_id, users: f.users }))
              .sort(mostFirst),
      came:
        toId === null
          ? []
          : step.flows
              .filter((f) => f.to_cluster_id === toId)
              .map((f) => ({ clusterId: f.from_cluster_id, users: f.users }))
              .sort(mostFirst),
    });
  });
  return steps;
}
