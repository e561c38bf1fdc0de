import type { SeriesFlows, SeriesTrack } from '@kizuna/http-api';
import { communityIdentity } from './community-identity';

/**
 * The names a tracked community has in its runs, in time order, each once: one name when saving
 * the series carried it forward and nobody renamed a community since, several when a later run
 * could not be written (only viewed) or was renamed on its own graph page.
 */
export function trackNames(flows: Pick<SeriesFlows, 'runs'>, track: SeriesTrack): string[] {
  const identityOf = communityIdentity(flows);
  const names: string[] = [];
  track.cluster_ids.forEach((id, run) => {
    if (id === null) return;
    const name = identityOf(run, id).name;
    if (!names.includes(name)) names.push(name);
  });
  return names;
}
