import { RunStatus } from '@kizuna/proto/rules';
import type { Run } from '@kizuna/http-api';
import { runIsActive } from './run-is-active';

/**
 * Which row actions are open for a project, from its runs: results open on the first done run
 * whatever the others do; delete is open unless a run is active; Start for runs never started.
 */
export function projectActions(runs: ReadonlyArray<Pick<Run, 'process_id' | 'status' | 'started'>>): {
  firstDone: string | null;
  canDelete: boolean;
  notStarted: string[];
} {
  return {
    firstDone: runs.find((r) => r.status === RunStatus.DONE)?.process_id ?? null,
    canDelete: !runs.some(runIsActive),
    notStarted: runs.filter((r) => !r.started).map((r) => r.process_id),
  };
}
