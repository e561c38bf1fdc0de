import type { SeriesFlows } from '@kizuna/http-api';

/** A community's name and colour as every screen and file shows it. */
export interface CommunityIdentity {
  name: string;
  color: string;
}

/** Which identity community `clusterId` of run `run` has. */
export type IdentityOf = (run: number, clusterId: number) => CommunityIdentity;

/**
 * A community's identity is its run's own stored name and colour (docs/series.md#one-name-and-colour),
 * the same the upload's graph page, member lists, report and CSV files show; saving a series
 * carried its tracks' names and colours into them, and a rename anywhere changes them, so the
 * series names each community by what is stored rather than by its track.
 */
export function communityIdentity(flows: Pick<SeriesFlows, 'runs'>): IdentityOf {
  const byKey = new Map<string, CommunityIdentity>();
  flows.runs.forEach((run, r) =>
    run.communities.forEach((c) => byKey.set(`${r}:${c.cluster_id}`, { name: c.name, color: c.color })),
  );
  return (run, clusterId) => byKey.get(`${run}:${clusterId}`) ?? { name: `#${clusterId}`, color: '' };
}
