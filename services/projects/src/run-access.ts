import { assertProjectAccess, DomainError, ErrorCode, projectNotFound } from '@kizuna/platform/errors';
import type { ReceivedRequestOf, Topic } from '@kizuna/proto';
import { type PolicyProject, type ProjectAction, RunStatus } from '@kizuna/proto/rules';
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

/** A stored project as ProjectPolicy reads it. */
export function policyProject(project: ProjectRecord): PolicyProject {
  return {
    ownerId: project.owner_id,
    shares: project.shares.map((s) => ({ userId: s.user_id, role: s.role })),
    companyCode: project.company_code,
  };
}

/** Throws unless ProjectPolicy lets the actor do the action (owner, share role or admin). */
export function checkAccess(project: ProjectRecord, actor: Actor, action: ProjectAction): void {
  assertProjectAccess(actor, policyProject(project), action);
}

/**
 * The run and its project, when the actor may do the action on it; a run being removed is not
 * found. A missing run answers as a project the caller may not view: the same projectNotFound.
 */
export async function findRunFor(
  repo: ProjectsRepository,
  req: { actor?: Actor; processId: string },
  action: ProjectAction,
): Promise<{ run: RunRecord; project: ProjectRecord }> {
  const run = req.processId ? await repo.findRun(req.processId) : null;
  const project = run ? await repo.findProject(run.project_id) : null;
  if (!run || !project || run.removing) throw projectNotFound();
  checkAccess(project, req.actor, action);
  return { run, project };
}
