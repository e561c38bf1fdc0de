import { ProjectStatus, type RunRecord } from './project-record.js';

/**
 * A project's status from its runs: failed if any run failed, done when all are done,
 * processing while any runs, otherwise waiting.
 */
export function projectStatus(runs: Pick<RunRecord, 'status'>[]): ProjectStatus {
  if (runs.some((r) => r.status === ProjectStatus.Error)) return ProjectStatus.Error;
  if (runs.length > 0 && runs.every((r) => r.status === ProjectStatus.Done)) return ProjectStatus.Done;
  if (runs.some((r) => r.status === ProjectStatus.Processing || r.status === ProjectStatus.Done))
    return ProjectStatus.Processing;
  return ProjectStatus.Waiting;
}
