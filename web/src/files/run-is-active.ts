import { RunStatus } from '@kizuna/proto/rules';
import type { Run } from '@kizuna/http-api';

/** A run started and not finished: it is queued or being analysed. A run never started is not active. */
export function runIsActive(run: Pick<Run, 'status' | 'started'>): boolean {
  return run.started && (run.status === RunStatus.WAITING || run.status === RunStatus.PROCESSING);
}
