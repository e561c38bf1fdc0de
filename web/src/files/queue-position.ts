import { RunStatus } from '@kizuna/proto/rules';
import type { Project } from '@kizuna/http-api';

/**
 * Where a waiting project stands in the analysis queue: the best place among its waiting runs
 * (1 = next), or null when none of its runs is queued.
 */
export function queuePosition(project: Pick<Project, 'ProcessResult'>): number | null {
  let best: number | null = null;
  for (const run of project.ProcessResult ?? []) {
    const place = run.queue_position;
    if (run.status === RunStatus.WAITING && place > 0 && (best === null || place < best)) best = place;
  }
  return best;
}
