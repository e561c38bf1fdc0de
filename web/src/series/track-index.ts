import type { SeriesFlows, SeriesTrack } from '@kizuna/http-api';

/** Which track holds community `clusterId` of run `run` (every community is in exactly one). */
export type TrackOf = (run: number, clusterId: number) => { track: SeriesTrack; index: number } | undefined;

/** The series' tracks by run and community, so every view names and colours a community as its track. */
export function trackIndex(flows: Pick<SeriesFlows, 'tracks'>): TrackOf {
  const byKey = new Map<string, { track: SeriesTrack; index: number }>();
  flows.tracks.forEach((track, index) =>
    track.cluster_ids.forEach((clusterId, run) => {
      if (clusterId !== null) byKey.set(`${run}:${clusterId}`, { track, index });
    }),
  );
  return (run, clusterId) => byKey.get(`${run}:${clusterId}`);
}
