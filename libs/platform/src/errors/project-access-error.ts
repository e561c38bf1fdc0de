import { type PolicyActor, type PolicyProject, type ProjectAction, ProjectPolicy } from '@kizuna/proto/rules';
import { DomainError } from './domain-error.js';
import { ErrorCode } from './error-code.js';

/**
 * Throws unless ProjectPolicy lets the actor do the action: a stranger hears that the project is
 * someone else's (403, as before sharing), a viewer that it is read-only for them, an editor that
 * only the owner may do this.
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
  throw new DomainError(ErrorCode.Forbidden, 'This project belongs to someone else.');
}
