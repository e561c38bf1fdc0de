import { type PolicyActor, type PolicyProject, type ProjectAction, ProjectPolicy } from '@kizuna/proto/rules';
import { DomainError } from './domain-error.js';
import { ErrorCode } from './error-code.js';

/**
 * What anyone hears of a project or a run they may not view: exactly what they hear of one that
 * does not exist (issue 46). Same status, code, message and no params, so a guessed or leaked id
 * tells a stranger nothing, not even that it exists. Every "no such project or run" answer of the
 * gateway and the projects service is this one.
 */
export function projectNotFound(): DomainError {
  return new DomainError(ErrorCode.NotFound, 'No such project.');
}

/**
 * Throws unless ProjectPolicy lets the actor do the action: a stranger (who may not even view it)
 * hears that there is no such project, as for one that does not exist; a viewer that it is
 * read-only for them, an editor that only the owner may do this (both know it exists: 403).
 */
export function assertProjectAccess(
  actor: PolicyActor | undefined,
  project: PolicyProject,
  action: ProjectAction,
): void {
  if (ProjectPolicy.can(actor, project, action)) return;
  const role = ProjectPolicy.role(actor, project);
  if (role === 'viewer')
    throw new DomainError(ErrorCode.ViewerReadOnly, 'This project is shared with you to view only.');
  if (role === 'editor') throw new DomainError(ErrorCode.OwnerOnly, 'Only the owner or an admin can do this.');
  throw projectNotFound();
}
