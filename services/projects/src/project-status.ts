import { RunStatus } from '@kizuna/proto/rules';
import type { RunRecord } from './project-record.js';

/**
 * A project's status from its runs: failed if any run failed, done when all are done,
 * processing while any runs, otherwise waiting.
 */
export function projectStatus(runs: Pick<RunRecord, 'status'>[]): RunStatus {
  if (runs.some((r) => r.status === RunStatus.ERROR)) return RunStatus.ERROR;
  if (runs.length > 0 && runs.every((r) => r.status === RunStatus.DONE)) return RunStatus.DONE;
  if (runs.some((r) => r.status === RunStatus.PROCESSING || r.status === RunStatus.DONE)) return RunStatus.PROCESSING;
  return RunStatus.WAITING;
}
