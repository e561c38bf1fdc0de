import type { SeriesFlows } from '@kizuna/http-api';

/** One community whose stored name or colour is not its track's: the change that gives it the track's. */
export interface IdentityChange {
  /** The run's place in the series. */
  run: number;
  clusterId: number;
  name: string;
  color: string;
}

/**
 * What carrying a series' identities forward writes (docs/series.md#one-name-and-colour): every
 * community of a track takes the track's name and colour — those of the community it starts
 * with, the colour changed only when an earlier track has it — so that a continuing community is
 * named and coloured the same on the series page and on its own upload's graph page, in its member
 * lists, its report and every CSV. Communities that already match are left alone.
 */
export function identityChanges(flows: Pick<SeriesFlows, 'runs' | 'tracks'>): IdentityChange[] {
  const changes: IdentityChange[] = [];
  for (const track of flows.tracks)
    track.cluster_ids.forEach((clusterId, run) => {
      if (clusterId === null) return;
      const stored = flows.runs[run]?.communities.find((c) => c.cluster_id === clusterId);
      if (!stored || !track.color) return;
      if (stored.name === track.name && stored.color.toLowerCase() === track.color.toLowerCase()) return;
      changes.push({ run, clusterId, name: track.name, color: track.color });
    });
  return changes;
}
