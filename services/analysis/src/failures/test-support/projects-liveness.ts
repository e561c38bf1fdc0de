import type { BusClient } from '@kizuna/platform/bus';
import { JsonLogger } from '@kizuna/platform/logging';
import { WorkWanted } from '../work-wanted.js';

/**
 * WorkWanted answered as the projects service answers projects.liveness.v1: every run and dataset
 * is wanted until the test ends or removes it (`gone`).
 */
export function projectsLiveness(): { wanted: WorkWanted; gone: Set<string> } {
  const gone = new Set<string>();
  const bus = {
    request: async (_topic: string, req: { processIds: string[]; datasetIds: string[] }) => ({
      openProcessIds: req.processIds.filter((id) => !gone.has(id)),
      liveDatasetIds: req.datasetIds.filter((id) => !gone.has(id)),
    }),
  } as unknown as BusClient;
  return { wanted: new WorkWanted(bus, new JsonLogger('test', 'error')), gone };
}
