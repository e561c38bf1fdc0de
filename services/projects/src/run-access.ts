import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { ReceivedRequestOf, Topic } from '@kizuna/proto';
import { RunStatus } from '@kizuna/proto/rules';
import type { ProjectRecord, RunRecord } from './project-record.js';
import type { ProjectsRepository } from './projects.repository.js';

export type Actor = ReceivedRequestOf<Topic.ProjectsStart>['actor'];

/** Whether the analysis has the run in hand (requested and not finished). */
export function isRunning(run: RunRecord): boolean {
  return run.started && (run.status === RunStatus.WAITING || run.status === RunStatus.PROCESSING);
}

export function runBusy(): DomainError {
  return new DomainError(
    ErrorCode.RunBusy,
    'This run is waiting or processing; it can be retried or removed once it has finished.',
  );
}

/** Throws unless the actor owns the project or is an admin. */
export function checkOwner(project: ProjectRecord, actor: Actor): void {
  if (!actor?.isAdmin && project.owner_id !== actor?.userId)
    throw new DomainError(ErrorCode.Forbidden, 'This project belongs to someone else.');
}

/** The run and its project, for their owner or an admin; a run being removed is not found. */
export async function findOwnRun(
  repo: ProjectsRepository,
  req: { actor?: Actor; processId: string },
): Promise<{ run: RunRecord; project: ProjectRecord }> {
  const run = req.processId ? await repo.findRun(req.processId) : null;
  const project = run ? await repo.findProject(run.project_id) : null;
  if (!run || !project || run.removing)
    throw new DomainError(ErrorCode.NotFound, 'No such analysis run.', { process_id: req.processId });
  checkOwner(project, req.actor);
  return { run, project };
}
